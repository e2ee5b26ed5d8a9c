/**
 * The category form of /admin/categories/add and /admin/edit-category/{id}: a name and an optional image with
 * its preview (beside the current image when editing). The name is checked with the server's own schema.
 */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Spinner } from '../../../components/Spinner';
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
}: {
  schema: z.ZodType;
  defaultName?: string;
  currentImage?: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: { name: string; image: File | null }) => void;
  footer?: ReactNode;
}) {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<CategoryFormValues>({
    resolver: schemaResolver<CategoryFormValues>(schema),
    defaultValues: { name: defaultName },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ name }) => onSubmit({ name: name.trim(), image }))}
      className={`${ui.card} flex max-w-xl flex-col gap-5 p-5`}
    >
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
