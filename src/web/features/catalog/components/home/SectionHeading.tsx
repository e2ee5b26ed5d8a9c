import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

/** A home section's eyebrow, heading and optional "view all" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  link?: { to: string; label: string; state?: unknown };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4 sm:mb-10">
      <div className="max-w-2xl">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl sm:text-4xl">
          {title}
        </h2>
        {children && <p className="mt-3 text-muted">{children}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          state={link.state}
          className="group inline-flex items-center gap-2 text-sm font-medium uppercase tracking-[0.14em]"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </Link>
      )}
    </div>
  );
}
