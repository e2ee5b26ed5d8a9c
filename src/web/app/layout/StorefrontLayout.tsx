import { Outlet } from 'react-router';
import { ScrollToTop } from '#web/components/ScrollToTop';
import { Header } from './Header';
import { island } from '#web/components/island';
import { BookVirtualViewButton } from '#web/features/appointments/components/BookVirtualViewButton';

/**
 * The footer is below the fold on every page but a short one: server-rendered, its code (links, the gold rate)
 * comes as the shopper nears it (docs/decisions/128).
 */
const Footer = island('footer', () => import('./Footer').then((m) => m.Footer));

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
