import type { RouteObject } from 'react-router';

/** Routes of the appointments feature, mounted inside the storefront layout by app/router.tsx. */
export const appointmentsRoutes: RouteObject[] = [];
