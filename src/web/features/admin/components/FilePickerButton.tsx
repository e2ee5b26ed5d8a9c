/**
 * A file input shown as a secondary button: the input itself is visually hidden (it keeps focus and the keyboard),
 * its label is the button, outlined when the input has keyboard focus. Image pickers and the CSV upload use it.
 */
import type { ChangeEvent, ComponentType, ReactNode, Ref } from 'react';
import { ui } from './ui';

export function FilePickerButton({
  id,
  accept,
  icon: Icon,
  children,
  invalid,
  describedBy,
  onChange,
  ref,
}: {
  id: string;
  accept: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** The button's words ("Choose image"). */
  children: ReactNode;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={`${ui.btnSecondary} cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold`}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {children}
      </label>
    </>
  );
}
