import type { RouteObject } from 'react-router';

/** Routes of the cart feature, mounted inside the storefront layout by app/router.tsx. */
export const cartRoutes: RouteObject[] = [];
