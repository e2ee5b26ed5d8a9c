/** The review form's star rating (StarPicker) as a kit field: its value in the form, its message under it. */
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { ReviewInput } from '#domain/schemas/reviews';
import { useLook } from '#web/components/form/density';
import type { ReviewValues } from './review-form-values';
import { StarPicker } from './StarPicker';

export function RatingField({
  control,
  error,
}: {
  control: Control<ReviewValues, unknown, ReviewInput>;
  error: string | undefined;
}) {
  const id = useId();
  const look = useLook();
  const errorId = `${id}-error`;
  return (
    <div>
      <Controller
        name="rating"
        control={control}
        render={({ field }) => (
          <StarPicker
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            invalid={!!error}
            errorId={errorId}
          />
        )}
      />
      {error && (
        <p id={errorId} role={look.announce ? 'alert' : undefined} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
