/**
 * One review on /admin/reviews (docs/decisions/100): its stars, status, title, product and order, text and who
 * wrote it, with Approve and Hide (whichever it is not already).
 */
import { Check, EyeOff, type LucideIcon } from 'lucide-react';
import type { ReviewStatus } from '#domain/review-constants';
import { formatOrderNumber } from '#domain/order-constants';
import type { AdminReviewDto } from '#domain/schemas/reviews';
import { errorMessage } from '#web/lib/api-client';
import { Stars } from '#web/features/reviews/components/Stars';
import { useModerateReview } from '../api/moderate-review';
import { Badge } from '../components/Badge';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/notify';

export const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};
const STATUS_TONE = { pending: 'warning', approved: 'success', hidden: 'neutral' } as const;

/** The two decisions: each offered unless the review already has it. */
const DECISIONS: { status: 'approved' | 'hidden'; verb: string; icon: LucideIcon; className: string }[] = [
  { status: 'approved', verb: 'Approve', icon: Check, className: ui.btnPrimary },
  { status: 'hidden', verb: 'Hide', icon: EyeOff, className: ui.btnSecondary },
];

export function ReviewCard({ review: r }: { review: AdminReviewDto }) {
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
        <Decisions review={r} />
      </div>
    </article>
  );
}

function Decisions({ review: r }: { review: AdminReviewDto }) {
  const moderate = useModerateReview();
  const decide = (status: 'approved' | 'hidden') =>
    moderate.mutate(
      { id: r._id, status },
      {
        onSuccess: (reply) => notify.success(reply.message),
        onError: (err) => notify.error(errorMessage(err, 'Could not update the review.')),
      },
    );
  return (
    <div className="flex gap-2">
      {DECISIONS.filter((d) => d.status !== r.status).map(({ status, verb, icon: Icon, className }) => (
        <button
          key={status}
          type="button"
          className={className}
          disabled={moderate.isPending}
          onClick={() => decide(status)}
          aria-label={`${verb} review “${r.title}”`}
        >
          <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {verb}
        </button>
      ))}
    </div>
  );
}
