/**
 * "Write a review" for a shopper who may write one. The form (with the form kit and react-hook-form) is a chunk
 * of its own, so the product page and its reviews list load without it: fetched when the button is pointed at,
 * focused or pressed, and shown — in the button's place — once it has arrived, so focus is never left on nothing.
 * Arriving from the review request e-mail (#write-review), the form is fetched and opened at once. A download
 * that fails says so and is tried again on the next press.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { Spinner } from '#web/components/Spinner';
import type { ReviewForm } from './ReviewForm';

type FormComponent = ComponentType<ComponentProps<typeof ReviewForm>>;

let pending: Promise<FormComponent> | undefined;
const loadReviewForm = () =>
  (pending ??= import('./ReviewForm').then(
    (m) => m.ReviewForm,
    (err: unknown) => {
      pending = undefined; // tried again on the next press
      throw err;
    },
  ));
const preload = () => void loadReviewForm().catch(() => {});

export function ReviewFormOpener({
  productId,
  onSent,
  openAtOnce,
}: {
  productId: string;
  onSent: (message: string) => void;
  /** The address asked for the form (#write-review): fetched and opened on arrival. */
  openAtOnce: boolean;
}) {
  const [asked, setAsked] = useState<'link' | 'click' | null>(() => (openAtOnce ? 'link' : null));
  const [Form, setForm] = useState<FormComponent | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!asked || Form) return;
    let current = true;
    loadReviewForm().then(
      (loaded) => current && setForm(() => loaded),
      () => {
        if (!current) return;
        setAsked(null);
        setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [asked, Form]);

  if (Form && asked) return <Form productId={productId} onSent={onSent} focusOnOpen={asked === 'click'} />;
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setFailed(false);
          setAsked('click');
        }}
      >
        {asked && <Spinner />}
        Write a review
      </button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The review form did not load. Please try again.
        </p>
      )}
    </>
  );
}
