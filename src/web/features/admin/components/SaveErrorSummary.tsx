/**
 * The kit's error summary (components/form/ErrorSummary, docs/decisions/098, 123) with the back office's
 * heading: the fields to correct "before saving", or "This could not be saved." when the refusal names no field.
 */
import { ErrorSummary, type ErrorSummaryProps } from '#web/components/form';

export const saveSummaryTitle = (count: number) =>
  count === 0
    ? 'This could not be saved.'
    : `Please correct ${count === 1 ? 'this field' : `these ${count} fields`} before saving:`;

export function SaveErrorSummary(props: Omit<ErrorSummaryProps, 'title'>) {
  return <ErrorSummary density="compact" title={saveSummaryTitle} {...props} />;
}
