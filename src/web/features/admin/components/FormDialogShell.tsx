/**
 * The frame of the back office's small form dialogs (the order's actions, the appointments' acts): a Radix modal
 * over the page that cannot be closed while it is sending, focus back to its opener on close
 * (components/use-return-focus), its heading, and the form: a submit ignored while sending, the fields, and the
 * two buttons — close, and the submit with a spinner while busy.
 */
import type { FormEvent, ReactNode, Ref } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Form } from '#web/components/form';
import { Spinner } from '#web/components/Spinner';
import { useReturnFocus } from '#web/components/use-return-focus';
import { SubmitButton } from './SubmitButton';
import { ui } from './ui';

/** What every form dialog is told: whether it is open, its words, and whether it is sending. */
export interface FormDialogBaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}

export function FormDialogShell({
  open,
  onOpenChange,
  busy,
  className,
  header,
  form,
  onSubmit,
  buttons,
  submitLabel,
  busyLabel,
  children,
}: Omit<FormDialogBaseProps, 'title' | 'description'> & {
  /** The dialog box's classes (where and how wide it sits). */
  className: string;
  /** The title and description (and a close button). */
  header: ReactNode;
  form: { ref?: Ref<HTMLFormElement>; label?: string; className: string };
  onSubmit: (form: HTMLFormElement) => void;
  buttons: { closeLabel: string; danger?: boolean; className: string };
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!busy) onSubmit(e.currentTarget);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content onCloseAutoFocus={returnFocus} className={className}>
          {header}
          <Form
            density="compact"
            ref={form.ref}
            onSubmit={submit}
            aria-label={form.label}
            className={form.className}
          >
            {children}
            <div className={buttons.className}>
              <Dialog.Close asChild>
                <button type="button" className={ui.btnSecondary} disabled={busy}>
                  {buttons.closeLabel}
                </button>
              </Dialog.Close>
              <SubmitButton
                busy={busy}
                busyLabel={<Spinner label={busyLabel} />}
                className={buttons.danger ? ui.btnDanger : ui.btnPrimary}
              >
                {submitLabel}
              </SubmitButton>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's title and description beside its × close button (disabled while the dialog is sending). */
export function DialogHeader({
  title,
  description,
  busy = false,
}: {
  title: ReactNode;
  description: ReactNode;
  busy?: boolean;
}) {
  return (
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
  );
}
