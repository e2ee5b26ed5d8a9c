import type { RouteObject } from 'react-router';

const contactPage = async () => ({ Component: (await import('./pages/ContactPage')).default });

/**
 * Routes of the appointments feature: the contact page, at /contact and /contact-us (docs/shop/storefront.md §2).
 */
export const appointmentsRoutes: RouteObject[] = [
  { path: 'contact', lazy: contactPage },
  { path: 'contact-us', lazy: contactPage },
];
