/**
 * A small modal form of the appointments screen (confirm with a link, reschedule, cancel): Radix dialog, focus on
 * the first field, trapped inside, back to the opener on close; the submit button says what it does and shows a
 * spinner while the server works. Errors belong to the fields inside; `error` is a refusal that has no field.
 */
import type { FormEvent, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Spinner } from '#web/components/Spinner';
import { useReturnFocus } from '#web/components/use-return-focus';
import { FormMessage } from '../components/fields';
import { ui } from '../components/ui';

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  danger = false,
  error,
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
  danger?: boolean;
  error?: string | null;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2px] border border-line bg-surface p-5 text-sm shadow-xl"
        >
          <Dialog.Title className="font-display text-xl leading-snug">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-1 text-muted">{description}</div>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
            <FormMessage message={error} />
            {children}
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className={ui.btnSecondary} disabled={busy}>
                  Back
                </button>
              </Dialog.Close>
              <button type="submit" className={danger ? ui.btnDanger : ui.btnPrimary} disabled={busy}>
                {busy ? <Spinner label={busyLabel} /> : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The message of a field in a 400's `errors`, if the server named that field. */
export function fieldError(err: unknown, path: string): string | undefined {
  const errors = (err as { errors?: Array<{ path: string; message: string }> } | null)?.errors;
  return errors?.find((e) => e.path === path)?.message;
}
