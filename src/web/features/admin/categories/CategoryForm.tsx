/**
 * The category form of /admin/categories/add and /admin/edit-category/{id}: a name and an optional image with
 * its preview (beside the current image when editing) — NameImageForm, shared with the subcategory's form.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { NameImageForm, type NameImageFormProps } from './NameImageForm';

export function CategoryForm({
  schema,
  defaultName = '',
  currentImage,
  footer,
  onSubmit,
  ...rest
}: Pick<NameImageFormProps, 'submitLabel' | 'busyLabel' | 'busy' | 'serverError' | 'serverFallback'> & {
  /** The server's schema of this save. */
  schema: z.ZodType;
  defaultName?: string;
  currentImage?: string | null;
  onSubmit: (values: { name: string; image: File | null }) => void;
  footer?: ReactNode;
}) {
  return (
    <NameImageForm
      {...rest}
      schema={schema}
      defaults={{ name: defaultName }}
      nameLabel="Category name"
      image={{
        label: 'Category image',
        hint: 'Optional. JPEG, PNG, WebP, GIF or AVIF, at most 8 MB.',
        currentUrl: currentImage,
      }}
      actions={footer}
      onSubmit={({ name, image }) => onSubmit({ name: name.trim(), image })}
    />
  );
}
