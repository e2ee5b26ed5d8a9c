/**
 * A short summary of what stops a form, for the forms whose own check focuses the first field at fault (the
 * discount form, the order's action dialogs; docs/decisions/097, 098): announced, a heading, and each field at
 * fault as a button that moves focus to it — its message stays under the field, said once. `message` is a
 * refusal that names no field, said here first.
 */
export interface FieldProblem {
  /** The field's name, to move focus to it. */
  name: string;
  label: string;
}

const LIST = {
  /** Side by side, wrapping (a dialog's narrow form). */
  inline: {
    list: 'mt-1 flex flex-wrap gap-x-3 gap-y-1',
    button: 'underline underline-offset-2 hover:no-underline',
  },
  bullets: { list: 'mt-1 list-disc pl-5', button: 'underline underline-offset-2' },
} as const;

export function FieldProblems({
  heading,
  problems,
  onPick,
  message,
  layout = 'bullets',
}: {
  heading: (count: number) => string;
  problems: readonly FieldProblem[];
  onPick: (name: string) => void;
  message?: string | null;
  layout?: keyof typeof LIST;
}) {
  if (!problems.length && !message) return null;
  const look = LIST[layout];
  return (
    <div
      role="alert"
      className="rounded-[2px] border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
    >
      {message && <p>{message}</p>}
      {problems.length > 0 && (
        <>
          <p className="font-medium">{heading(problems.length)}</p>
          <ul className={look.list}>
            {problems.map((p) => (
              <li key={p.name}>
                <button type="button" className={look.button} onClick={() => onPick(p.name)}>
                  {p.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
