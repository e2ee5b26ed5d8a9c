/**
 * The kit's text input, textarea and select. Each takes react-hook-form's `register(...)` props (or a plain
 * value/onChange), a visible label, an optional hint and the error shown under it; the control is aria-invalid
 * and points at its error (or hint) with aria-describedby.
 */
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldProps } from './FieldFrame';

type Own = 'id' | 'required';

export function TextField({
  ref,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own> & { ref?: Ref<HTMLInputElement> }) {
  const { look, frame, aria, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input ref={ref} className={look.input} {...aria} {...control} />
    </FieldFrame>
  );
}

export function TextAreaField({
  ref,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { look, frame, aria, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea ref={ref} className={look.textarea} {...aria} {...control} />
    </FieldFrame>
  );
}

export function SelectField({
  ref,
  options,
  placeholder,
  ...props
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Select a state"). */
    placeholder?: string;
  }) {
  const { look, frame, aria, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select ref={ref} className={`${look.input} appearance-auto`} {...aria} {...control}>
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
