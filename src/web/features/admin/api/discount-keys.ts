/** Query keys of the discount codes screen, under the back office's ['admin', …] (keys.ts). */
export const discountKeys = {
  all: () => ['admin', 'discounts'] as const,
  list: (params: object) => ['admin', 'discounts', 'list', params] as const,
  one: (id: string) => ['admin', 'discounts', 'one', id] as const,
};
