export const root: string;
export const stampFile: string;
export function sourceFingerprint(): string;
export function lastBuildFingerprint(): string | undefined;
export function buildIfStale(message?: string): boolean;
