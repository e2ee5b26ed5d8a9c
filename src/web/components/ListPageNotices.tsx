/**
 * What the bag page and the wishlist page say instead of their lists (docs/shop/storefront.md §2): an icon, the
 * heading, a sentence (an alert when it is a failure) and the ways on; and the heading above their lists. Shared,
 * so both pages keep one layout. (A page that cannot show what was asked for at all — a 404, a product that
 * did not load — is `PageNotice`.)
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, type LucideIcon } from 'lucide-react';

function ListNotice({
  icon,
  title,
  text,
  alert = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      {icon}
      <h1 className="mt-4 text-4xl">{title}</h1>
      <p role={alert ? 'alert' : undefined} className="mt-3 max-w-md text-muted">
        {text}
      </p>
      {children}
    </section>
  );
}

/**
 * A list that could not be loaded: the sentence, Try again and Continue Shopping (the bag leads with the shop,
 * the wishlist with Try again).
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  retryFirst = false,
}: {
  title: string;
  error: string;
  onRetry: () => void;
  retryFirst?: boolean;
}) {
  const shop = (
    <Link to="/shop" className={retryFirst ? 'btn-secondary' : 'btn-primary'}>
      Continue Shopping
    </Link>
  );
  const retry = (
    <button type="button" className={retryFirst ? 'btn-primary' : 'btn-secondary'} onClick={onRetry}>
      Try again
    </button>
  );
  return (
    <ListNotice
      icon={<AlertTriangle aria-hidden="true" className="h-8 w-8 text-danger" />}
      title={title}
      text={error}
      alert
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retryFirst ? retry : shop}
        {retryFirst ? shop : retry}
      </div>
    </ListNotice>
  );
}

/** An empty list: its icon in gold, the heading, a sentence and the one way on, to the shop. */
export function EmptyListNotice({
  icon: Icon,
  title,
  text,
  shopLabel,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  shopLabel: string;
}) {
  return (
    <ListNotice icon={<Icon aria-hidden="true" className="h-9 w-9 text-gold" />} title={title} text={text}>
      <Link to="/shop" className="btn-primary mt-8">
        {shopLabel}
      </Link>
    </ListNotice>
  );
}

/** The list's heading: the eyebrow, the page's title and how many pieces the list holds. */
export function ListHeading({ eyebrow, title, count }: { eyebrow: string; title: string; count: number }) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-2 text-muted">
        {count} {count === 1 ? 'piece' : 'pieces'}
      </p>
    </>
  );
}
