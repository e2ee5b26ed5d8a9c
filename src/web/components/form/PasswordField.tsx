/** A password input with a show/hide toggle, in the kit's frame. */
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useLook } from './density';
import { FieldFrame, fieldAria } from './FieldFrame';
import type { FieldProps } from './fields';

export function PasswordField({
  label,
  error,
  hint,
  optional,
  required,
  className,
  density,
  ref,
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const look = useLook(density);
  const [visible, setVisible] = useState(false);
  const frame = { id, label, error, hint, optional, required, className, density };
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={`${look.input} pr-12`}
          {...fieldAria(id, error, hint, required)}
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
