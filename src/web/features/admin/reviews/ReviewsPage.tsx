/**
 * /admin/reviews (docs/decisions/100): shoppers' reviews, newest first, filtered by status and searchable,
 * a page at a time. A pending review is approved (it shows on the product page, its card and in search
 * engines' data at once) or hidden; either decision can be changed later.
 */
import { Check, EyeOff } from 'lucide-react';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../../domain/review-constants';
import { formatOrderNumber } from '../../../../domain/order-constants';
import type { AdminReviewDto } from '../../../../domain/schemas/reviews';
import { errorMessage } from '../../../lib/api-client';
import { Stars } from '../../reviews/components/Stars';
import { REVIEWS_LOAD_FAILED, useAdminReviews } from '../api/get-admin-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { Badge } from '../components/Badge';
import { ListFilter } from '../components/ListFilter';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/notify';
import { useClampPage, useListParams } from '../lib/use-list-params';

const FILTERS = ['status'] as const;
const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};
const STATUS_TONE = { pending: 'warning', approved: 'success', hidden: 'neutral' } as const;

export default function ReviewsPage() {
  const { params, update } = useListParams(FILTERS);
  const status = (REVIEW_STATUSES as readonly string[]).includes(params.filters.status ?? '')
    ? (params.filters.status as ReviewStatus)
    : undefined;
  const query = useAdminReviews({
    q: params.q || undefined,
    status,
    page: params.page,
    limit: ADMIN_LIST_PAGE_SIZE,
  });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const pending = query.data?.pending;

  return (
    <div>
      <PageHeader
        title="Reviews"
        description={
          pending === undefined
            ? 'What verified buyers wrote about their pieces. Nothing shows on the shop until you approve it.'
            : `${pending} waiting for a decision. Nothing shows on the shop until you approve it.`
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <SearchBox
            value={params.q}
            onSearch={(q) => update({ q })}
            label="Search reviews"
            placeholder="Title, text, reviewer or product"
          />
        </div>
        <ListFilter
          label="Status"
          value={status ?? ''}
          onChange={(value) => update({ status: value })}
          allLabel="All reviews"
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        />
      </div>
      {query.isPending ? (
        <Loading label="Loading reviews…" />
      ) : query.isError ? (
        <LoadError
          message={REVIEWS_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.reviews.length === 0 ? (
        <EmptyState
          message={
            params.q || status
              ? 'No reviews match this search.'
              : 'No reviews yet. Verified buyers’ reviews appear here.'
          }
        />
      ) : (
        <>
          <ul
            className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-label="Reviews"
          >
            {query.data.reviews.map((r) => (
              <li key={r._id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="reviews"
          />
        </>
      )}
    </div>
  );
}

function ReviewCard({ review: r }: { review: AdminReviewDto }) {
  const moderate = useModerateReview();
  const busy = moderate.isPending;
  const decide = (status: 'approved' | 'hidden') =>
    moderate.mutate(
      { id: r._id, status },
      {
        onSuccess: (reply) => notify.success(reply.message),
        onError: (err) => notify.error(errorMessage(err, 'Could not update the review.')),
      },
    );

  return (
    <article className={`${ui.card} p-4`} aria-labelledby={`review-${r._id}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="sr-only">Rated {r.rating} out of 5.</span>
            <Stars value={r.rating} size={14} />
            <Badge tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</Badge>
          </div>
          <h2 id={`review-${r._id}`} className="mt-1.5 font-sans text-base font-medium">
            {r.title}
          </h2>
          <p className="text-muted">
            <a href={`/products/${r.product.slug}`} target="_blank" rel="noreferrer" className={ui.link}>
              {r.product.title}
            </a>
            {r.orderNumber !== null && <> · Order {formatOrderNumber(r.orderNumber)}</>}
          </p>
        </div>
        <time dateTime={r.createdAt} className="shrink-0 text-xs text-muted">
          {formatDateTime(r.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{r.text}</p>
      <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          {r.authorName}
          {r.email && <> · {r.email}</>}
          {r.moderatedAt && (
            <>
              {' '}
              · {STATUS_LABEL[r.status]} {r.moderatedBy ? `by ${r.moderatedBy} ` : ''}on{' '}
              {formatDateTime(r.moderatedAt)}
            </>
          )}
        </p>
        <div className="flex gap-2">
          {r.status !== 'approved' && (
            <button
              type="button"
              className={ui.btnPrimary}
              disabled={busy}
              onClick={() => decide('approved')}
              aria-label={`Approve review “${r.title}”`}
            >
              <Check aria-hidden="true" className="h-3.5 w-3.5" /> Approve
            </button>
          )}
          {r.status !== 'hidden' && (
            <button
              type="button"
              className={ui.btnSecondary}
              disabled={busy}
              onClick={() => decide('hidden')}
              aria-label={`Hide review “${r.title}”`}
            >
              <EyeOff aria-hidden="true" className="h-3.5 w-3.5" /> Hide
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
