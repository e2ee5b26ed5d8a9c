/**
 * "Write a review" (docs/decisions/100): a star rating, a title and the text, checked here with the server's own
 * limits and messages (domain/review-constants.ts, zod-free) before sending. Each error shows once, under its
 * field, and a short summary at the top takes focus so a screen reader hears what to fix. The server's refusal
 * (not a verified buyer, already reviewed) shows in the summary.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS as L, REVIEW_MESSAGES as M } from '#domain/review-constants';
import { Spinner } from '#web/components/Spinner';
import { errorMessage } from '#web/lib/api-client';
import { usePostReview } from '../api/post-review';
import { StarPicker } from './StarPicker';

type Field = 'rating' | 'title' | 'text';
type Errors = Partial<Record<Field, string>>;

function check(rating: number, title: string, text: string): Errors {
  const errors: Errors = {};
  if (rating < 1 || rating > 5) errors.rating = M.ratingRequired;
  const t = title.trim();
  if (!t) errors.title = M.titleRequired;
  else if (t.length > L.titleMax) errors.title = M.titleTooLong;
  const body = text.trim();
  if (!body) errors.text = M.textRequired;
  else if (body.length < L.textMin) errors.text = M.textTooShort;
  else if (body.length > L.textMax) errors.text = M.textTooLong;
  return errors;
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
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const post = usePostReview(productId);
  const ids = { rating: `${id}-rating`, title: `${id}-title`, text: `${id}-text` };
  const errorId = (f: Field) => `${ids[f]}-error`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(rating, title, text);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    try {
      const reply = await post.mutateAsync({ rating, title: title.trim(), text: text.trim() });
      onSent(reply.message);
    } catch (err) {
      setRefusal(errorMessage(err, M.submitFailed));
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  const problems = [...Object.entries(errors)] as Array<[Field, string]>;
  const fieldError = (f: Field) =>
    errors[f] ? (
      <p id={errorId(f)} className="mt-1.5 text-sm text-danger">
        {errors[f]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-2xl focus:outline-none">
        Write a review
      </h3>
      {(problems.length > 0 || refusal) && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
          data-testid="review-form-summary"
        >
          {refusal ?? (
            <>
              <p className="font-medium">
                Please check {problems.length === 1 ? 'one field' : `${problems.length} fields`}:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map(([f]) => (
                  <li key={f}>
                    <a href={`#${ids[f]}`} className="underline underline-offset-2">
                      {f === 'rating' ? 'Rating' : f === 'title' ? 'Title' : 'Your review'}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div id={ids.rating}>
        <StarPicker
          name={`${id}-stars`}
          value={rating}
          onChange={(n) => {
            setRating(n);
            if (errors.rating) setErrors((e) => ({ ...e, rating: undefined }));
          }}
          invalid={!!errors.rating}
          errorId={errorId('rating')}
        />
        {fieldError('rating')}
      </div>
      <div>
        <label htmlFor={ids.title} className="label">
          Title
        </label>
        <input
          id={ids.title}
          className="input"
          value={title}
          maxLength={L.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={!!errors.title || undefined}
          aria-describedby={errors.title ? errorId('title') : undefined}
        />
        {fieldError('title')}
      </div>
      <div>
        <label htmlFor={ids.text} className="label">
          Your review
        </label>
        <textarea
          id={ids.text}
          className="input min-h-32"
          rows={5}
          value={text}
          maxLength={L.textMax}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!errors.text || undefined}
          aria-describedby={`${ids.text}-hint${errors.text ? ` ${errorId('text')}` : ''}`}
        />
        <p id={`${ids.text}-hint`} className="mt-1 text-xs text-muted">
          {L.textMin}–{L.textMax} characters. Reviews appear once our team has read them.
        </p>
        {fieldError('text')}
      </div>
      <button type="submit" className="btn-primary" disabled={post.isPending}>
        {post.isPending && <Spinner />}
        Submit review
      </button>
    </form>
  );
}
