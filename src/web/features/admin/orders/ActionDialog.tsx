/**
 * The frame of the order's action forms — Mark as shipped, Cancel order, Refund (docs/decisions/097): a modal
 * dialog over the order (a sheet from the bottom on phones), the form, and at its top a summary of what stops
 * it — the fields to correct, each a button that moves focus to its field (their messages stay under the
 * fields, said once), or the server's refusal that belongs to no field. Escape and Cancel close it unless it is
 * sending; focus returns to the button that opened it.
 */
import { useRef, type ReactNode } from 'react';
import { FieldProblems, type FieldProblem } from '../components/FieldProblems';
import { DialogHeader, FormDialogShell, type FormDialogBaseProps } from '../components/FormDialogShell';

/** Focus to the form's field named `name` (an input, a select or the first radio of a group). */
export function focusField(form: HTMLElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

const heading = (n: number) => `${n === 1 ? 'One field needs' : `${n} fields need`} your attention:`;

export function ActionDialog({
  title,
  description,
  tone,
  problems,
  message,
  children,
  ...props
}: FormDialogBaseProps & {
  tone?: 'primary' | 'danger';
  /** Fields with an error, in the form's order. */
  problems: readonly FieldProblem[];
  /** A refusal that belongs to no field. */
  message?: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <FormDialogShell
      {...props}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-[4px] border border-line bg-surface p-5 text-sm shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2px]"
      header={<DialogHeader title={title} description={description} busy={props.busy} />}
      form={{ ref: formRef, label: title, className: 'mt-4 flex flex-col gap-4' }}
      buttons={{
        closeLabel: 'Close',
        danger: tone === 'danger',
        className: 'flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end',
      }}
    >
      <FieldProblems
        layout="inline"
        heading={heading}
        problems={problems}
        message={message}
        onPick={(name) => focusField(formRef.current, name)}
      />
      {children}
    </FormDialogShell>
  );
}
