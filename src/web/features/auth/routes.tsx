import type { RouteObject } from 'react-router';

/**
 * Routes of the auth feature, mounted inside the storefront layout by app/routes.tsx. Every page is its own
 * lazily loaded chunk; /profile sits behind RequireAuth, /reset-password/{token} and /confirm-email/{token} are public.
 */
export const authRoutes: RouteObject[] = [
  { path: 'signup', lazy: async () => ({ Component: (await import('./pages/SignupPage')).default }) },
  { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).default }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).default }),
  },
  {
    path: 'reset-password/:token?',
    lazy: async () => ({ Component: (await import('./pages/ResetPasswordPage')).default }),
  },
  {
    path: 'confirm-email/:token',
    lazy: async () => ({ Component: (await import('./pages/ConfirmEmailPage')).default }),
  },
  {
    path: 'profile',
    // The page and its guard fetched together: the guard's code (the session checks) is no page's first load.
    lazy: async () => {
      const [{ default: ProfilePage }, { RequireAuth }] = await Promise.all([
        import('./pages/ProfilePage'),
        import('./components/RequireAuth'),
      ]);
      return {
        Component: () => (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      };
    },
  },
];
