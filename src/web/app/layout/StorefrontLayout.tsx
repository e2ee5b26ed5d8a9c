import { Outlet } from 'react-router';
import { ScrollToTop } from '#web/components/ScrollToTop';
import { Header } from './Header';
import { Footer } from './Footer';
import { BookVirtualViewButton } from '#web/features/appointments/components/BookVirtualViewButton';

/** The standard storefront page: header, content, footer. */
export function StorefrontLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <BookVirtualViewButton />
    </div>
  );
}
