/**
 * "Write a review" (docs/decisions/100), a kit form (docs/decisions/123) in a chunk of its own
 * (ReviewFormOpener.tsx): a star rating, a title and the text, checked with the server's own schema
 * (ReviewInput: its limits and messages) before sending. Each error shows once, under its field, and the summary
 * at the top takes focus so a screen reader hears what to fix. The server's refusal (not a verified buyer,
 * already reviewed) shows in the summary.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewInput } from '#domain/schemas/reviews';
import { REVIEW_LIMITS as L, REVIEW_MESSAGES as M } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';
import { ErrorSummary, Form, TextAreaField, TextField, useErrorSummary, useForm } from '#web/components/form';
import { errorMessage } from '#web/lib/api-client';
import { usePostReview } from '../api/post-review';
import { RatingField } from './RatingField';
import type { ReviewValues } from './review-form-values';

const LABELS = { rating: 'Rating', title: 'Title', text: 'Your review' };

const summaryTitle = (count: number) =>
  count === 0
    ? 'Your review was not sent:'
    : `Please check ${count === 1 ? 'one field' : `${count} fields`}:`;

/** The form's check and send: each refused attempt (the schema's or the server's) counts, for the summary. */
function useReviewForm(productId: string, onSent: (message: string) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = usePostReview(productId);
  const form = useForm<ReviewValues, ReviewInput>({
    schema: () => import('#domain/schemas/reviews').then((m) => m.ReviewInput),
    defaultValues: { rating: 0, title: '', text: '' },
    // The summary takes focus and links to the fields.
    shouldFocusError: false,
  });
  const [summary, refused] = useErrorSummary(form.formState.errors);
  const send = form.handleSubmit(async (review) => {
    try {
      onSent((await post.mutateAsync(review)).message);
    } catch (err) {
      setRefusal(errorMessage(err, M.submitFailed));
      refused();
    }
  }, refused);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    void send(event);
  };
  return { form, summary, refusal, onSubmit, sending: post.isPending };
}

export function ReviewForm({
  productId,
  onSent,
  focusOnOpen = false,
}: {
  productId: string;
  onSent: (message: string) => void;
  /** Opened by a click on "Write a review": focus moves to the form, as the button it replaced is gone. */
  focusOnOpen?: boolean;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const { form, summary, refusal, onSubmit, sending } = useReviewForm(productId, onSent);
  const { errors } = form.formState;

  return (
    <Form ref={summary.formRef} onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
        Write a review
      </h3>
      <ErrorSummary
        {...summary}
        formError={refusal}
        title={summaryTitle}
        labels={LABELS}
        data-testid="review-form-summary"
      />
      <RatingField control={form.control} error={errors.rating?.message} />
      <TextField
        label={LABELS.title}
        maxLength={L.titleMax}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={LABELS.text}
        rows={5}
        maxLength={L.textMax}
        hint={`${L.textMin}–${L.textMax} characters. Reviews appear once our team has read them.`}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending && <Spinner />}
        Submit review
      </button>
    </Form>
  );
}
