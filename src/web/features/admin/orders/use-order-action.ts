/**
 * The submit of an order's action form (Cancel, Refund, Mark as shipped; docs/decisions/097): the problems the
 * form found are shown under their fields and the first one gets focus; with none the call is sent, the dialog
 * closes when it succeeds, and a refusal is split into the fields it names and a message for the rest.
 */
import { useState } from 'react';
import type { AdminOrderDto } from '#domain/schemas/admin-orders';
import type { FieldProblem } from '../components/FieldProblems';
import { focusField } from './ActionDialog';
import { refusal, type FieldErrors } from './form-errors';

/** What each action dialog is given: the order, and whether it is open. */
export interface OrderDialogProps {
  order: AdminOrderDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface OrderMutation<I> {
  isPending: boolean;
  mutate: (
    vars: { id: string; input: I },
    options: { onSuccess: () => void; onError: (err: unknown) => void },
  ) => void;
}

export function useOrderAction<I>(
  mutation: OrderMutation<I>,
  { order, open, onOpenChange }: OrderDialogProps,
  {
    problems,
    failed,
    known,
    refusedField = (path) => path,
  }: {
    /** The problems the form lists at its top, in its order (the first one found gets focus). */
    problems: (errors: FieldErrors) => FieldProblem[];
    /** The message when the server says nothing more useful. */
    failed: string;
    /** The refusal's paths the form shows under a field. */
    known: (path: string) => boolean;
    /** The form's field for a refused path (the refund's problems are the amount's when one is typed). */
    refusedField?: (path: string) => string;
  },
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  /**
   * Shows `found` and focuses the first problem the form lists (else the first found), or sends `input` when
   * nothing was found: a problem the form does not list under a name still stops the send.
   */
  const submit = (form: HTMLFormElement, input: I, found: FieldErrors) => {
    setMessage(null);
    setErrors(found);
    const focus = problems(found)[0]?.name ?? Object.keys(found)[0];
    if (focus !== undefined) {
      focusField(form, focus);
      return;
    }
    mutation.mutate(
      { id: order._id, input },
      {
        onSuccess: () => onOpenChange(false),
        onError: (err) => {
          const r = refusal(err, known, failed);
          setErrors(Object.fromEntries(Object.entries(r.fields).map(([p, m]) => [refusedField(p), m])));
          setMessage(r.message);
        },
      },
    );
  };
  /** The frame's props: open, closing, sending, the fields to correct and a refusal that names none. */
  const dialog = { open, onOpenChange, busy: mutation.isPending, problems: problems(errors), message };
  return { errors, submit, dialog };
}

/** The problems to list at the form's top, in the order of `labels` (field name → its label). */
export function problemsOf(labels: Record<string, string>, errors: FieldErrors): FieldProblem[] {
  return Object.keys(labels)
    .filter((name) => errors[name])
    .map((name) => ({ name, label: labels[name]! }));
}
