/**
 * The viewing request's fields: name, email, date and time are required; material, shape, budget and notes are
 * optional. Dates are the shop's days (Monday to Saturday, not in the past), times its half-hour slots.
 */
import { VIEWING_MATERIALS, VIEWING_SHAPES } from '#domain/business-constants';
import { VIEWING_BUDGETS, VIEWING_MAX_DAYS_AHEAD, addDays } from '#domain/schemas/appointments';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/form';
import { NameAndEmailFields } from './NameAndEmailFields';
import type { ViewingForm, ViewingFormValues } from './use-viewing-form';

const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The optional choices, each a select whose empty first option says there is no preference. */
const PREFERENCES: ReadonlyArray<{
  name: keyof ViewingFormValues;
  label: string;
  placeholder: string;
  options: ReturnType<typeof toOptions>;
  className?: string;
}> = [
  {
    name: 'material',
    label: 'Material',
    placeholder: 'No preference',
    options: toOptions(VIEWING_MATERIALS),
  },
  { name: 'shape', label: 'Shape', placeholder: 'No preference', options: toOptions(VIEWING_SHAPES) },
  {
    name: 'budget',
    label: 'Budget',
    placeholder: 'Prefer not to say',
    options: toOptions(VIEWING_BUDGETS),
    className: 'sm:col-span-2',
  },
];

export function ViewingRequestForm({
  form: { form, onSubmit, formError, today, slots },
}: {
  form: ViewingForm;
}) {
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const field = (name: keyof ViewingFormValues) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-6 grid gap-5 sm:grid-cols-2"
      aria-label="Book a Virtual View"
    >
      <NameAndEmailFields name={field('name')} email={field('email')} />
      <TextField
        label="Date"
        type="date"
        min={today}
        max={addDays(today, VIEWING_MAX_DAYS_AHEAD)}
        hint="Monday to Saturday"
        {...field('date')}
      />
      <SelectField label="Time" placeholder="Choose a time" options={slots} {...field('time')} />
      {PREFERENCES.map(({ name, ...select }) => (
        <SelectField key={name} optional {...select} {...field(name)} />
      ))}
      <TextAreaField
        label="Notes"
        optional
        rows={3}
        placeholder="The occasion, a piece you liked, your ring size…"
        className="sm:col-span-2"
        {...field('notes')}
      />
      <div className="space-y-3 sm:col-span-2">
        <FormError message={formError} />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Request Viewing'}
        </button>
      </div>
    </form>
  );
}
