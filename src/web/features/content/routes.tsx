import type { RouteObject } from 'react-router';

/** Content pages (docs/shop/storefront.md §2): about, FAQ and the policies, lazily loaded. */
const policies = () => import('./pages/PolicyPages');

export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage')).default }) },
  { path: 'faq', lazy: async () => ({ Component: (await import('./pages/FaqPage')).default }) },
  { path: 'privacy-policy', lazy: async () => ({ Component: (await policies()).PrivacyPolicyPage }) },
  { path: 'return-policy', lazy: async () => ({ Component: (await policies()).ReturnPolicyPage }) },
  { path: 'shipping-policy', lazy: async () => ({ Component: (await policies()).ShippingPolicyPage }) },
  { path: 'terms-and-conditions', lazy: async () => ({ Component: (await policies()).TermsPage }) },
];
