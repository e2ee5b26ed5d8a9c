export * from './enums';
export * from './users';
export * from './catalog';
export * from './shopping';
export * from './orders';
export * from './service';
export * from './after-sale';
