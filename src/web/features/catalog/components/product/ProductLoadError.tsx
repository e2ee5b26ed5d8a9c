/** The product page when the piece is not there (404: renamed or retired) or did not load (the server's reason). */
import { PageNotice } from '#web/components/PageNotice';
import { ApiError } from '#web/lib/api-client';

const WAYS_ON = [
  { to: '/shop', label: 'Shop all jewellery' },
  { to: '/', label: 'Back to Home' },
] as const;

export function ProductLoadError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <PageNotice eyebrow="404" title="We could not find that piece" alert links={WAYS_ON}>
        It may have been renamed or retired from our catalogue.
      </PageNotice>
    );
  return (
    <PageNotice eyebrow="Something went wrong" title="This piece did not load" alert links={WAYS_ON}>
      {error instanceof ApiError ? error.message : 'Server error fetching product details.'}
    </PageNotice>
  );
}
