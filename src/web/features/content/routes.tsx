import type { RouteObject } from 'react-router';

/** Routes of the content feature, mounted inside the storefront layout by app/router.tsx. */
export const contentRoutes: RouteObject[] = [];
