import type { RouteObject } from 'react-router';

/** Routes of the orders feature, mounted inside the storefront layout by app/router.tsx. */
export const ordersRoutes: RouteObject[] = [];
