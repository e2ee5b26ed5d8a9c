/**
 * The category form of /admin/categories/add and /admin/edit-category/{id}: a name and an optional image with
 * its preview (beside the current image when editing). The name is checked with the server's own schema; a
 * refusal (the form's or the server's) shows once under the name with the error summary at the top, and leaving
 * with unsaved changes asks first (docs/decisions/098).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { ErrorSummary } from '../components/ErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import type { z } from 'zod';
import { Spinner } from '#web/components/Spinner';
import { TextInput } from '../components/fields';
import { ImageField } from '../components/ImageField';
import { ui } from '../components/ui';
import { schemaResolver } from '../lib/schema-resolver';

export interface CategoryFormValues {
  name: string;
}

export function CategoryForm({
  schema,
  defaultName = '',
  currentImage,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  footer,
  serverError,
  serverFallback,
}: {
  schema: z.ZodType;
  defaultName?: string;
  currentImage?: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: { name: string; image: File | null }) => void;
  footer?: ReactNode;
  /** The last save's refusal (the mutation's error), shown in the summary or under the name. */
  serverError?: Error | null;
  /** Said when the refusal has no message of its own (no answer at all). */
  serverFallback?: string;
}) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<CategoryFormValues>({
    resolver: schemaResolver<CategoryFormValues>(schema),
    defaultValues: { name: defaultName },
  });
  const { errors } = form.formState;
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(form.formState.isDirty || !!image, busy);

  // A refusal from the server: on the name when it names it, else in the summary — once, no toast.
  useEffect(() => {
    if (!serverError) return;
    const fieldError =
      serverError instanceof ApiError ? serverError.errors?.find((e) => e.path === 'name') : undefined;
    if (fieldError) form.setError('name', { type: 'server', message: fieldError.message });
    setFormError(fieldError ? null : errorMessage(serverError, serverFallback ?? ''));
    setAttempt((n) => n + 1);
  }, [serverError, serverFallback, form]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(
        ({ name }) => {
          setFormError(null);
          onSubmit({ name: name.trim(), image });
        },
        () => {
          setFormError(null);
          setAttempt((n) => n + 1);
        },
      )}
      className={`${ui.card} flex max-w-xl flex-col gap-5 p-5`}
    >
      {guard.dialog}
      <ErrorSummary
        errors={errors}
        formError={formError}
        attempt={attempt}
        formRef={formRef}
        onFocusField={() => form.setFocus('name')}
      />
      <TextInput
        label="Category name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ImageField
        label="Category image"
        file={image}
        onFile={setImage}
        currentUrl={currentImage}
        hint="Optional. JPEG, PNG, WebP, GIF or AVIF, at most 8 MB."
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={ui.btnPrimary} disabled={busy}>
          {busy ? <Spinner label={busyLabel} /> : submitLabel}
        </button>
        {footer}
      </div>
    </form>
  );
}
