import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../lib/format';
import { ui } from './ui';

/** "Showing 21–40 of 134" with Previous and Next; hidden when everything fits on one page. */
export function Pagination({
  page,
  limit,
  total,
  onPage,
  noun = 'results',
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-col items-center justify-between gap-3 text-muted sm:flex-row"
    >
      <p aria-live="polite">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(total)} {noun}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={ui.btnSecondary}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </button>
          <span className="px-2 text-charcoal">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className={ui.btnSecondary}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
    </nav>
  );
}
