/**
 * A row's status dropdown, applied as soon as a status is chosen (an order's, a viewing's): every status offered,
 * disabled with a waiting cursor while the change is on its way. Its name comes from a <label htmlFor={id}> or
 * from `aria-label`.
 */
import { ui } from './ui';

export function StatusSelect<S extends string>({
  statuses,
  value,
  pending,
  onChange,
  className,
  id,
  'aria-label': ariaLabel,
}: {
  statuses: readonly S[];
  value: S;
  pending: boolean;
  onChange: (status: S) => void;
  /** Its width. */
  className: string;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <select
      id={id}
      aria-label={ariaLabel}
      value={value}
      disabled={pending}
      onChange={(e) => onChange(e.target.value as S)}
      className={`${ui.input} ${className} appearance-auto py-1 disabled:cursor-wait`}
    >
      {statuses.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  );
}
