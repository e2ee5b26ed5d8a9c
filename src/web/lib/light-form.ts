/**
 * A small form hook for forms shown on a page's first load — checkout step 1's login and register, which would
 * otherwise bring react-hook-form (≈ 15 KB gzip) and zod with the page (docs/decisions/112 "zod off the first
 * load"). It offers the part of react-hook-form's API those forms use (`register`, `handleSubmit`, `setError`,
 * `formState.errors/isSubmitting`) with react-hook-form's default behaviour: fields are uncontrolled and read on
 * submit, the whole form is validated on submit, the first invalid field (in page order) gets focus, and after a
 * submit each field is checked again as it changes. Validation is the domain's zod schema — the one the server
 * runs, so the messages match — loaded on the first validation. If it cannot be loaded (offline) the values are
 * sent as typed and the server's answer says what is wrong.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

export interface LightFieldError {
  type: string;
  message: string;
}
export type LightFieldErrors<T> = Partial<Record<keyof T & string, LightFieldError>>;

type Check<T, Out> = { ok: true; data: Out } | { ok: false; errors: LightFieldErrors<T> };

export function useLightForm<T extends Values, Out = T>(options: {
  /** The schema, imported on first use: `() => import('…/schemas/auth').then((m) => m.LoginBody)`. */
  schema: () => Promise<z.ZodType<Out>>;
  defaultValues: T;
}) {
  const { schema, defaultValues } = options;
  const elements = useRef(new Map<keyof T & string, HTMLInputElement>());
  const loading = useRef<Promise<z.ZodType<Out>> | null>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LightFieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const values = (): T => {
    const v: Values = { ...defaultValues };
    for (const [name, el] of elements.current) v[name] = el.value;
    return v as T;
  };

  const check = async (): Promise<Check<T, Out>> => {
    loading.current ??= schema().catch((err: unknown) => {
      loading.current = null; // tried again on the next validation
      throw err;
    });
    let parser: z.ZodType<Out>;
    try {
      parser = await loading.current;
    } catch {
      return { ok: true, data: values() as unknown as Out };
    }
    const result = parser.safeParse(values());
    if (result.success) return { ok: true, data: result.data };
    const found: LightFieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root') as keyof T & string;
      found[name] ??= { type: issue.code, message: issue.message };
    }
    return { ok: false, errors: found };
  };

  const focusFirst = (found: LightFieldErrors<T>) => {
    const invalid = [...elements.current]
      .filter(([name, el]) => found[name] && el.isConnected)
      .map(([, el]) => el)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (el: HTMLInputElement | null) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    onChange: () => {
      if (!submitted.current) return;
      void check().then((r) =>
        setErrors((prev) => {
          const next = { ...prev };
          const error = r.ok ? undefined : r.errors[name];
          if (error) next[name] = error;
          else delete next[name];
          return next;
        }),
      );
    },
  });

  const handleSubmit =
    (onValid: (data: Out) => unknown | Promise<unknown>) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const r = await check();
        if (!r.ok) {
          setErrors(r.errors);
          focusFirst(r.errors);
          return;
        }
        setErrors({});
        await onValid(r.data);
      } finally {
        setSubmitting(false);
      }
    };

  const setError = (name: keyof T & string, error: { type?: string; message?: string }) =>
    setErrors((prev) => ({
      ...prev,
      [name]: { type: error.type ?? 'server', message: error.message ?? '' },
    }));

  return { register, handleSubmit, setError, formState: { errors, isSubmitting } };
}
