import type { RouteObject } from 'react-router';

/** Routes of the auth feature, mounted inside the storefront layout by app/router.tsx. */
export const authRoutes: RouteObject[] = [];
