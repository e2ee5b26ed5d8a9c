import type { RouteObject } from 'react-router';

/** Routes of the checkout feature, mounted inside the storefront layout by app/router.tsx. */
export const checkoutRoutes: RouteObject[] = [];
