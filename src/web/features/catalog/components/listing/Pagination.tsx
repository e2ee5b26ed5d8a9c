import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Page numbers with previous and next; long runs collapse around the current page. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const list = [...pages].sort((a, b) => a - b);
  const cell = 'grid h-10 min-w-10 place-items-center rounded-[2px] border px-3 text-sm transition-colors';
  return (
    <nav aria-label="Pages" className="mt-14 flex items-center justify-center gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${cell} border-line hover:border-charcoal disabled:opacity-40`}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      </button>
      {list.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - list[i - 1]! > 1 && <span className="text-muted">…</span>}
          <button
            type="button"
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            className={`${cell} ${p === page ? 'border-charcoal bg-charcoal text-ivory' : 'border-line hover:border-charcoal'}`}
          >
            <span className="sr-only">Page </span>
            {p}
          </button>
        </span>
      ))}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className={`${cell} border-line hover:border-charcoal disabled:opacity-40`}
        aria-label="Next page"
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
