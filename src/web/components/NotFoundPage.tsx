import { PageNotice } from './PageNotice';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PageNotice
      eyebrow="404"
      title="We could not find that page"
      titleClassName="text-4xl sm:text-5xl"
      links={[
        { to: '/', label: 'Back to Home' },
        { to: '/shop', label: 'Shop all jewellery' },
      ]}
    >
      The link may be old or mistyped. Our collections are still right where you left them.
    </PageNotice>
  );
}
