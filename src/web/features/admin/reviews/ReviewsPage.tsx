/**
 * /admin/reviews (docs/decisions/100): shoppers' reviews, newest first, filtered by status and searchable,
 * a page at a time. A pending review is approved (it shows on the product page, its card and in search
 * engines' data at once) or hidden; either decision can be changed later. The list is the admin list page
 * (docs/decisions/121, 127), each review a card.
 */
import { REVIEW_STATUSES, type ReviewStatus } from '#domain/review-constants';
import { useAdminReviews } from '../api/get-admin-reviews';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList, type ListFilterSpec } from '../shared/use-admin-list';
import { ReviewCard, STATUS_LABEL } from './ReviewCard';

const FILTERS: ListFilterSpec[] = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All reviews',
    options: REVIEW_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
  },
];

export default function ReviewsPage() {
  const list = useAdminList({ search: 'Title, text, reviewer or product', filters: FILTERS });
  const reviews = useAdminReviews({
    ...list.paging,
    status: (list.values.status || undefined) as ReviewStatus | undefined,
  });
  const pending = reviews.query.data?.pending;

  return (
    <AdminListPage
      title="Reviews"
      description={
        pending === undefined
          ? 'What verified buyers wrote about their pieces. Nothing shows on the shop until you approve it.'
          : `${pending} waiting for a decision. Nothing shows on the shop until you approve it.`
      }
      noun="reviews"
      list={list}
      source={reviews}
      empty="No reviews yet. Verified buyers’ reviews appear here."
      cards={{
        className: 'flex flex-col gap-3',
        label: 'Reviews',
        render: (r) => <ReviewCard review={r} />,
      }}
    />
  );
}
