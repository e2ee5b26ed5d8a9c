/**
 * A kit form that is on a page's first load (checkout step 1's log-in and register, /login) without bringing
 * react-hook-form with the page (≈ 15 KB gzip; the first-load budget, docs/decisions/112 and 123). The page
 * renders — on the server, and in the browser's hydration — the form's own markup with no form logic
 * (`placeholder`, from `placeholderForm`). The first touch (focus, pointer, key, submit) inside it loads the
 * real form (`load`, a kit form in a chunk of its own), which takes over with what was typed, the focus and the
 * caret where they were, and sends a submit that was pressed meanwhile.
 *
 * If the real form cannot be loaded (offline), `placeholder({ failed: true })` says so; the next touch tries
 * again.
 */
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

export interface LiveFormProps {
  /** What the placeholder held when the real form took over, by field name. */
  initialValues: Record<string, string>;
}

/** The part of a kit form (react-hook-form) a form's markup reads: the placeholder gives the same shape. */
export interface FormView<T> {
  register: (name: keyof T & string) => { name: string; defaultValue?: string };
  formState: { errors: Partial<Record<keyof T & string, { message?: string }>>; isSubmitting: boolean };
}

/** A stand-in for `useForm(...)` in the placeholder: named fields with their default values, no errors. */
export function placeholderForm<T extends Record<string, string>>(defaults: T): FormView<T> {
  return {
    register: (name) => ({ name, defaultValue: defaults[name] }),
    formState: { errors: {}, isSubmitting: false },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function snapshot(root: HTMLElement) {
  const form = root.querySelector('form');
  const initialValues: Record<string, string> = {};
  if (form) for (const [name, value] of new FormData(form)) initialValues[name] = String(value);
  const active = document.activeElement as Field | null;
  const focused = active && root.contains(active) && active.name ? active : null;
  let caret: [number, number] | null = null;
  try {
    if (focused && 'selectionStart' in focused && focused.selectionStart !== null)
      caret = [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart];
  } catch {
    /* an e-mail input has no selection API */
  }
  return { initialValues, focusedName: focused?.name ?? null, caret };
}

function restore(root: HTMLElement, focusedName: string | null, caret: [number, number] | null) {
  if (!focusedName) return;
  const field = root.querySelector<Field>(`[name="${focusedName}"]`);
  field?.focus();
  try {
    if (caret && field && 'setSelectionRange' in field) field.setSelectionRange(caret[0], caret[1]);
  } catch {
    /* an e-mail input has no selection API */
  }
}

export function FirstTouchForm<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<ComponentType<P & LiveFormProps>>;
  props: P;
  placeholder: (state: { failed: boolean }) => ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitPending = useRef(false);
  const [live, setLive] = useState<{
    Form: ComponentType<P & LiveFormProps>;
    values: Record<string, string>;
  }>();
  const [failed, setFailed] = useState(false);

  const takeOver = () => {
    loading.current ??= load().then(
      (Form) => {
        const el = root.current;
        if (!el) return;
        const { initialValues, focusedName, caret } = snapshot(el);
        flushSync(() => setLive({ Form, values: initialValues }));
        restore(el, focusedName, caret);
        if (submitPending.current) el.querySelector('form')?.requestSubmit();
        submitPending.current = false;
      },
      () => {
        loading.current = null; // tried again on the next touch
        submitPending.current = false;
        setFailed(true);
      },
    );
  };

  // The wrapper stays when the real form takes over, so focus and a held submit find its fields.
  return (
    <div
      ref={root}
      onFocusCapture={live ? undefined : takeOver}
      onPointerDownCapture={live ? undefined : takeOver}
      onKeyDownCapture={live ? undefined : takeOver}
      onSubmitCapture={
        live
          ? undefined
          : (e) => {
              e.preventDefault();
              submitPending.current = true;
              setFailed(false);
              takeOver();
            }
      }
    >
      {live ? <live.Form {...props} initialValues={live.values} /> : placeholder({ failed })}
    </div>
  );
}
