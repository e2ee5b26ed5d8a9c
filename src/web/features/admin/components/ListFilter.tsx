import { ui } from './ui';

type Option = string | { value: string; label: string };

/** A list page's filter (status, role): one choice or "all" (the empty value), kept in the URL by the caller. */
export function ListFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
  width = 'sm:w-44',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly Option[];
  width?: string;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={`${ui.input} appearance-auto ${width}`}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => {
        const { value: v, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={v} value={v}>
            {text}
          </option>
        );
      })}
    </select>
  );
}
