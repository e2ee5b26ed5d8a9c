/**
 * What the bag page and the wishlist page say instead of their lists (docs/shop/storefront.md §2): an icon, the
 * heading, a sentence (an alert when it is a failure) and the ways on. Shared, so both pages keep one layout.
 */
import type { ReactNode } from 'react';

export function PageNotice({
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
