/**
 * A small modal form of the appointments screen (confirm with a link, reschedule, cancel): Radix dialog, focus on
 * the first field, trapped inside, back to the opener on close; the submit button says what it does and shows a
 * spinner while the server works. Errors belong to the fields inside; `error` is a refusal that has no field.
 */
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FormError } from '#web/components/form';
import { FormDialogShell, type FormDialogBaseProps } from '../components/FormDialogShell';

export function FormDialog({
  title,
  description,
  danger,
  error,
  onSubmit,
  onClose,
  children,
  ...props
}: Omit<FormDialogBaseProps, 'open' | 'onOpenChange'> & {
  /** The dialog is shown while it is mounted; Back, Escape or a click outside call this (not while sending). */
  onClose: () => void;
  danger?: boolean;
  error?: string | null;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <FormDialogShell
      {...props}
      open
      onOpenChange={(open) => !open && onClose()}
      className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[2px] border border-line bg-surface p-5 text-sm shadow-xl"
      header={
        <>
          <Dialog.Title className="font-display text-xl leading-snug">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-1 text-muted">{description}</div>
          </Dialog.Description>
        </>
      }
      form={{ className: 'mt-4 flex flex-col gap-3' }}
      onSubmit={() => onSubmit()}
      buttons={{ closeLabel: 'Back', danger, className: 'mt-2 flex justify-end gap-2' }}
    >
      <FormError message={error} />
      {children}
    </FormDialogShell>
  );
}

/** The message of a field in a 400's `errors`, if the server named that field. */
export function fieldError(err: unknown, path: string): string | undefined {
  const errors = (err as { errors?: Array<{ path: string; message: string }> } | null)?.errors;
  return errors?.find((e) => e.path === path)?.message;
}

/**
 * A field's setter that also clears the last refusal: the refusal spoke of the value now being changed, so its
 * message would be wrong the moment the admin types.
 */
export const clearingRefusal =
  (mutation: { error: unknown; reset: () => void }) =>
  <T,>(set: (value: T) => void) =>
  (value: T) => {
    set(value);
    if (mutation.error) mutation.reset();
  };
