/**
 * Form fields shared by the account and customer-service forms: a visible label, the error under the field
 * (announced, and tied to the input with aria-describedby), and a password field with a show/hide toggle.
 * They take react-hook-form's `register(...)` props.
 */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, error, hint, optional, children, className = '' }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

export function TextField({ label, error, hint, optional, className, ref, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        id={id}
        ref={ref}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

export function PasswordField({ label, error, hint, className, ref, ...input }: InputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className="input pr-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          // A short, stable name ("Show", pressed or not) keeps "Password" for the field itself; the field is
          // announced just before it.
          aria-label="Show"
          title={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center text-muted hover:text-charcoal"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
};

export function TextAreaField({ label, error, hint, optional, className, ref, ...input }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea
        id={id}
        ref={ref}
        className="input min-h-[8rem] resize-y"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({
  label,
  error,
  optional,
  className,
  ref,
  options,
  placeholder,
  ...select
}: SelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} optional={optional} className={className}>
      <select
        id={id}
        ref={ref}
        className="input appearance-auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A form-level message (server refusal) announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
    >
      {message}
    </p>
  );
}
