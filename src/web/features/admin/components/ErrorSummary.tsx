/**
 * The error summary at the top of an admin form (issue 18 item 10, docs/decisions/098): after a refused save it
 * takes focus and is announced (`role="alert"`); it names each field with a problem as a link that moves focus
 * to that field, while the sentence itself shows once — under its field. A refusal that belongs to no field
 * (the server's 409, a lost connection) is said here, and only here. No banner or toast repeats any of it.
 *
 * Field names come from the form itself: the label of the input named by the error's path (`variants.1.sku` →
 * "Variant 2 · SKU"), else `labels[path]`, else the path in words.
 */
import { useEffect, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';

export interface SummaryItem {
  path: string;
  message: string;
}

/** Every error of a react-hook-form error tree with its dotted path, in field order. */
export function flattenErrors(errors: FieldErrors | undefined): SummaryItem[] {
  const out: SummaryItem[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message && typeof (node as { type?: unknown }).type === 'string') {
      out.push({ path: path.filter((p) => p !== 'root').join('.'), message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, [...path, key]);
  };
  walk(errors, []);
  return out;
}

function fieldOf(form: HTMLFormElement | null, path: string): HTMLElement | null {
  if (!form || !path) return null;
  return (
    form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ??
    form.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`)
  );
}

function labelOf(form: HTMLFormElement | null, path: string, labels: Record<string, string>): string {
  const field = fieldOf(form, path);
  const own =
    (field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
      ? field.labels?.[0]?.textContent
      : null) ??
    field?.getAttribute('aria-label') ??
    labels[path];
  const variant = /^variants\.(\d+)\./.exec(path);
  const name =
    own?.trim() ||
    labels[path] ||
    path
      .split('.')
      .pop()!
      .replace(/([A-Z])/g, ' $1');
  return variant ? `Variant ${Number(variant[1]) + 1} · ${name}` : name;
}

export function ErrorSummary({
  errors,
  formError,
  attempt,
  formRef,
  labels = {},
  onFocusField,
}: {
  errors: FieldErrors;
  /** A refusal that names no field (the server's message), or null. */
  formError?: string | null;
  /** Counts refused saves: each one moves focus to the summary. */
  attempt: number;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Names of fields whose input has no label of its own (image pickers). */
  labels?: Record<string, string>;
  /** Focuses a field by path (react-hook-form's setFocus); the DOM field is focused when it cannot. */
  onFocusField?: (path: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const items = flattenErrors(errors);
  const messages = new Set(items.map((i) => i.message));
  const general = formError && !messages.has(formError) ? formError : null;
  const count = items.length + (general ? 1 : 0);

  // Focus moves here once per refused save — when the summary is on screen: react-hook-form publishes the errors
  // a render after its invalid callback counted the attempt.
  const focusPending = useRef(0);
  useEffect(() => {
    if (attempt === 0 || focusPending.current === attempt || !ref.current) return;
    focusPending.current = attempt;
    ref.current.focus();
  });

  if (attempt === 0 || count === 0) return null;
  const focusField = (path: string) => {
    const field = fieldOf(formRef.current, path);
    try {
      onFocusField?.(path);
    } catch {
      /* not a registered field: focus the element below */
    }
    if (field && document.activeElement !== field) field.focus();
    field?.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="form-error-summary-title"
      className="rounded-[2px] border border-danger/40 bg-danger/5 px-4 py-3 text-[13px] text-charcoal focus:outline-none focus-visible:outline-2 focus-visible:outline-gold"
    >
      <p id="form-error-summary-title" className="flex items-center gap-2 font-medium text-danger">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        {items.length === 0
          ? 'This could not be saved.'
          : `Please correct ${items.length === 1 ? 'this field' : `these ${items.length} fields`} before saving:`}
      </p>
      {general && <p className="mt-1">{general}</p>}
      {items.length > 0 && (
        <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5">
          {items.map((item) => (
            <li key={item.path}>
              <a
                href={`#${item.path}`}
                className="text-danger underline underline-offset-2 hover:no-underline"
                onClick={(e) => {
                  e.preventDefault();
                  focusField(item.path);
                }}
              >
                {labelOf(formRef.current, item.path, labels)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
