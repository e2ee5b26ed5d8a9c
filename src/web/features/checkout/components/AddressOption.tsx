/**
 * A choice under the address form's fields, with its hint when it has one: "Save this address to my account"
 * (checkout) and "Make this my default address" (the address book). Larger than the kit's checkbox: it stands
 * alone between the fields and the buttons.
 */
import { useId } from 'react';

export function AddressOption({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const text = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
    </label>
  );
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-charcoal"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <div>
          {text}
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        </div>
      ) : (
        text
      )}
    </div>
  );
}
