/**
 * A labelled input in the sandbox page's own look (a provider's page, not the shop's fields): its error under it
 * (announced), then its hint; the input is aria-invalid and described by both. Takes the kit form's
 * `register(...)` props.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** A field's caption (a label, a legend, a fixed value's name). */
export const SANDBOX_CAPTION = 'mb-1.5 text-sm font-medium text-[#30313D]';

export function SandboxField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={`block ${SANDBOX_CAPTION}`}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="sandbox-input w-full rounded-md border border-[#E0E0E0] px-3 py-3 text-base shadow-sm"
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-[#6B6B6B]">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A value the shopper cannot change here (the e-mail, the country), shown like a field. */
export function SandboxFixedValue({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div>
      <p className={SANDBOX_CAPTION}>{caption}</p>
      <p className="rounded-md border border-[#E6E6E6] bg-[#F7F7F7] px-3 py-2.5 text-sm text-[#30313D]">
        {children}
      </p>
    </div>
  );
}
