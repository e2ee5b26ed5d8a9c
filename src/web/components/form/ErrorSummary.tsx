/**
 * The summary at the top of a form after a refused submit (docs/decisions/098, 109): it takes focus once per
 * attempt and is announced (`role="alert"`); it names each field at fault as a link that moves focus there, while
 * the sentence itself shows once — under its field. A refusal that names no field (`formError`) is said here.
 * Fields are listed in the order they appear in the form.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import { useDensity, type Density } from './density';
import { flattenErrors, fieldOf, inFormOrder, labelOf } from './error-paths';

const LOOK = {
  comfortable: {
    box: 'text-sm focus-visible:outline-offset-2',
    title: 'flex items-start gap-2 font-medium text-danger',
    icon: 'mt-0.5 h-4 w-4 shrink-0',
    list: 'pl-6',
  },
  compact: {
    box: 'text-[13px]',
    title: 'flex items-center gap-2 font-medium text-danger',
    icon: 'h-4 w-4',
    list: 'pl-5',
  },
} as const;

const defaultTitle = (count: number) =>
  `Please correct ${count === 1 ? 'this field' : `these ${count} fields`}:`;

export interface ErrorSummaryProps {
  errors: FieldErrors;
  /** Counts refused submits: each one (with errors to show) moves focus here. 0 hides the summary. */
  attempt: number;
  formRef: RefObject<HTMLFormElement | null>;
  /** A refusal that names no field (the server's message), or null. */
  formError?: string | null;
  /** The heading: by the number of fields at fault (0: only `formError`) and their messages. */
  title?: (count: number, messages: string[]) => string;
  /** Names of fields whose control has no label of its own, or a shorter name. */
  labels?: Record<string, string>;
  /** The name shown for a path, from the label found (the back office prefixes "Variant 2 · "). */
  nameOf?: (path: string, label: string) => string;
  /** Focuses a field by path (react-hook-form's setFocus); the DOM field is focused when it cannot. */
  onFocusField?: (path: string) => void;
  density?: Density;
  'data-testid'?: string;
}

function useFocusOnAttempt(attempt: number) {
  const ref = useRef<HTMLDivElement>(null);
  const focused = useRef(0);
  // react-hook-form publishes the errors a render after its invalid callback counted the attempt.
  useEffect(() => {
    if (attempt === 0 || focused.current === attempt || !ref.current) return;
    focused.current = attempt;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'center' });
  });
  return ref;
}

function focusField(form: HTMLFormElement | null, path: string, onFocusField?: (path: string) => void) {
  const field = fieldOf(form, path);
  try {
    onFocusField?.(path);
  } catch {
    /* not a registered field: focus the element below */
  }
  if (field && document.activeElement !== field) field.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary(props: ErrorSummaryProps) {
  const { errors, attempt, formRef, formError, title = defaultTitle, labels = {}, nameOf } = props;
  const look = LOOK[useDensity(props.density)];
  const ref = useFocusOnAttempt(attempt);
  const items = inFormOrder(formRef.current, flattenErrors(errors));
  const messages = items.map((i) => i.message);
  const general = formError && !messages.includes(formError) ? formError : null;
  if (attempt === 0 || items.length + (general ? 1 : 0) === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid={props['data-testid']}
      className={`rounded-[2px] border border-danger/40 bg-danger/5 px-4 py-3 text-charcoal focus:outline-none focus-visible:outline-2 focus-visible:outline-gold ${look.box}`}
    >
      <p className={look.title}>
        <AlertTriangle aria-hidden="true" className={look.icon} />
        {title(items.length, messages)}
      </p>
      {general && <p className="mt-1">{general}</p>}
      {items.length > 0 && (
        <ul className={`mt-1 flex list-disc flex-col gap-0.5 ${look.list}`}>
          {items.map((item) => {
            const label = labelOf(formRef.current, item.path, labels);
            return (
              <li key={item.path}>
                <a
                  href={`#${item.path}`}
                  className="text-danger underline underline-offset-2 hover:no-underline"
                  onClick={(e) => {
                    e.preventDefault();
                    focusField(formRef.current, item.path, props.onFocusField);
                  }}
                >
                  {nameOf ? nameOf(item.path, label) : label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
