/**
 * A page that says why it cannot show what was asked for — a 404 or a failed load: an eyebrow, a heading, a line
 * of explanation and two ways on (the first the main one). The app's 404 page, a listing's unknown collection and
 * a product that is gone or did not load share it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageNoticeLink {
  to: string;
  label: string;
}

export function PageNotice({
  eyebrow,
  title,
  titleClassName = 'text-4xl',
  children,
  alert = false,
  links,
}: {
  eyebrow: string;
  title: string;
  titleClassName?: string;
  /** The explanation. */
  children: ReactNode;
  /** The explanation is announced (a failure the shopper did not expect). */
  alert?: boolean;
  links: readonly [PageNoticeLink, PageNoticeLink];
}) {
  const [main, other] = links;
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={`mt-3 ${titleClassName}`}>{title}</h1>
      <p className="mt-4 max-w-md text-muted" role={alert ? 'alert' : undefined}>
        {children}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={main.to} className="btn-primary">
          {main.label}
        </Link>
        <Link to={other.to} className="btn-secondary">
          {other.label}
        </Link>
      </div>
    </section>
  );
}
