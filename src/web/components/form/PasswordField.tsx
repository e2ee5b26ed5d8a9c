/** A password input with a show/hide toggle, in the kit's frame. */
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldFrame, useField, type FieldProps } from './FieldFrame';

export function PasswordField({
  ref,
  ...props
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { look, frame, aria, control } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={`${look.input} pr-12`}
          {...aria}
          {...control}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          // A short, stable name ("Show", pressed or not) keeps "Password" for the field itself; the field is
          // announced just before it.
          aria-label="Show"
          title={visible ? 'Hide password' : 'Show password'}
          aria-controls={frame.id}
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
