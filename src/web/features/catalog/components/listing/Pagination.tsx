import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Page numbers with previous and next, as links to the page's own URL with `page` set (docs/decisions/114): they
 * work without JavaScript, and with it the router moves without a reload (`onPage` scrolls and moves focus).
 * Long runs collapse around the current page.
 */
export function Pagination({
  page,
  totalPages,
  hrefOf,
  state,
  onPage,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  /** Navigation state kept with the page (the listing's id). */
  state?: unknown;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const list = [...pages].sort((a, b) => a - b);
  const cell = 'grid h-10 min-w-10 place-items-center rounded-[2px] border px-3 text-sm transition-colors';
  const step = (to: number, label: string, icon: React.ReactNode) =>
    to < 1 || to > totalPages ? (
      <span aria-hidden="true" className={`${cell} border-line opacity-40`}>
        {icon}
      </span>
    ) : (
      <Link
        to={hrefOf(to)}
        preventScrollReset
        state={state}
        onClick={() => onPage(to)}
        className={`${cell} border-line hover:border-charcoal`}
        aria-label={label}
      >
        {icon}
      </Link>
    );
  return (
    <nav aria-label="Pages" className="mt-14 flex items-center justify-center gap-2">
      {step(page - 1, 'Previous page', <ChevronLeft aria-hidden="true" className="h-4 w-4" />)}
      {list.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - list[i - 1]! > 1 && <span className="text-muted">…</span>}
          <Link
            to={hrefOf(p)}
            preventScrollReset
            state={state}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            className={`${cell} ${p === page ? 'border-charcoal bg-charcoal text-ivory' : 'border-line hover:border-charcoal'}`}
          >
            <span className="sr-only">Page </span>
            {p}
          </Link>
        </span>
      ))}
      {step(page + 1, 'Next page', <ChevronRight aria-hidden="true" className="h-4 w-4" />)}
    </nav>
  );
}
