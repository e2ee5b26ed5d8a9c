import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './browser-router';
import { Toaster } from '../components/Toaster';

export function App() {
  // The page is live (hydrated or rendered): the browser tests and anyone debugging can tell by <html data-app>.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
