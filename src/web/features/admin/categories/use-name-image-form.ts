/**
 * The state of a category's or a subcategory's form (NameImageForm): the kit form over the server's own schema,
 * the chosen image (required or not), and the refusal to show — the form's own check, or the server's answer,
 * under the name when it names it, else in the error summary; said once, no toast (docs/decisions/098).
 */
import { useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import type { z } from 'zod';
import { useForm, type KitForm } from '#web/components/form';
import { ApiError, errorMessage } from '#web/lib/api-client';

export interface NameImageValues {
  name: string;
  /** A subcategory's category id; absent for a category. */
  category?: string;
}

export type NameImageFormApi = KitForm<NameImageValues, unknown>;

export function useNameImageForm({
  schema,
  defaults,
  imageRequired = false,
  serverError,
  serverFallback = '',
}: {
  schema: z.ZodType;
  defaults: NameImageValues;
  imageRequired?: boolean;
  serverError?: Error | null;
  serverFallback?: string;
}) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<NameImageValues, unknown>({
    schema,
    // A required image is the spec's 'Please fill all fields.' under the image, with the schema's messages.
    extraIssues: () =>
      imageRequired && !image ? [{ path: ['image'], message: ADMIN_MESSAGES.fillAllFields }] : [],
    defaultValues: defaults,
    // The error summary takes focus after a refused save and links to each field.
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!serverError) return;
    const fieldError =
      serverError instanceof ApiError ? serverError.errors?.find((e) => e.path === 'name') : undefined;
    if (fieldError) form.setError('name', { type: 'server', message: fieldError.message });
    setFormError(fieldError ? null : errorMessage(serverError, serverFallback));
    setAttempt((n) => n + 1);
  }, [serverError, serverFallback, form]);

  const chooseImage = (file: File | null) => {
    setImage(file);
    if (file) form.clearErrors('image' as keyof NameImageValues);
  };
  /** The form's own check refused: the summary (no server message) takes focus. */
  const refused = () => {
    setFormError(null);
    setAttempt((n) => n + 1);
  };
  return { form, image, chooseImage, attempt, formError, setFormError, formRef, refused };
}
