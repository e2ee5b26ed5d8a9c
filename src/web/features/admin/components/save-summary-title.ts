/**
 * The heading of a back-office form's error summary (the kit's ErrorSummary, docs/decisions/098 and 123): the
 * fields at fault by number, or — when the refusal names none (the server's 409, a lost connection) — that the
 * form could not be saved.
 */
export const saveSummaryTitle = (count: number) =>
  count === 0
    ? 'This could not be saved.'
    : `Please correct ${count === 1 ? 'this field' : `these ${count} fields`} before saving:`;
