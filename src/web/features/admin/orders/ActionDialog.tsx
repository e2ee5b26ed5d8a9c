/**
 * The frame of the order's action forms — Mark as shipped, Cancel order, Refund (docs/decisions/097): a modal
 * dialog over the order (a sheet from the bottom on phones), the form, and at its top a summary of what stops
 * it — the fields to correct, each a button that moves focus to its field (their messages stay under the
 * fields, said once), or the server's refusal that belongs to no field. Escape and Cancel close it unless it is
 * sending; focus returns to the button that opened it.
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Spinner } from '#web/components/Spinner';
import { useReturnFocus } from '#web/components/use-return-focus';
import { ui } from '../components/ui';

export interface FieldProblem {
  /** The field's `name`, to move focus to it. */
  name: string;
  label: string;
}

/** Focus to the form's field named `name` (an input, a select or the first radio of a group). */
export function focusField(form: HTMLElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  tone = 'primary',
  problems,
  message,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  tone?: 'primary' | 'danger';
  /** Fields with an error, in the form's order. */
  problems: readonly FieldProblem[];
  /** A refusal that belongs to no field. */
  message?: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!busy) onSubmit(e.currentTarget);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-[4px] border border-line bg-surface p-5 text-sm shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2px]"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-display text-2xl leading-snug">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-1 text-muted">{description}</div>
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                disabled={busy}
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-[2px] hover:bg-gold-tint"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>

          <form
            ref={formRef}
            noValidate
            onSubmit={submit}
            aria-label={title}
            className="mt-4 flex flex-col gap-4"
          >
            {(problems.length > 0 || message) && (
              <div
                role="alert"
                className="rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
              >
                {message && <p>{message}</p>}
                {problems.length > 0 && (
                  <>
                    <p className="font-medium">
                      {problems.length === 1 ? 'One field needs' : `${problems.length} fields need`} your
                      attention:
                    </p>
                    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                      {problems.map((p) => (
                        <li key={p.name}>
                          <button
                            type="button"
                            className="underline underline-offset-2 hover:no-underline"
                            onClick={() => focusField(formRef.current, p.name)}
                          >
                            {p.label}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {children}
            <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className={ui.btnSecondary} disabled={busy}>
                  Close
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className={tone === 'danger' ? ui.btnDanger : ui.btnPrimary}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy ? <Spinner label={busyLabel} /> : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
