/**
 * The subcategory form of /admin/add-subcategory/{categoryId} and /admin/edit-subcategory/{id} (docs/shop/admin.md
 * §2, §5): its category (shown, or chosen), a name and an image; Back beside the submit. NameImageForm, shared
 * with the category's form; the two pages differ only in what they load and send.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ui } from '../components/ui';
import { NameImageForm, type NameImageFormProps } from '../categories/NameImageForm';
import type { NameImageFormApi } from '../categories/use-name-image-form';

export function SubcategoryForm({
  schema,
  defaults,
  categoryField,
  image,
  onBack,
  ...rest
}: Pick<
  NameImageFormProps,
  'submitLabel' | 'busyLabel' | 'busy' | 'serverError' | 'serverFallback' | 'onSubmit'
> & {
  schema: z.ZodType;
  defaults: { name: string; category: string };
  categoryField: (form: NameImageFormApi) => ReactNode;
  image: { hint: string; required?: boolean; currentUrl?: string | null };
  onBack: () => void;
}) {
  return (
    <NameImageForm
      {...rest}
      schema={schema}
      defaults={defaults}
      categoryField={categoryField}
      nameLabel="Subcategory name"
      image={{ label: 'Subcategory image', ...image }}
      actions={
        <button type="button" className={ui.btnSecondary} onClick={onBack} disabled={rest.busy}>
          Back
        </button>
      }
    />
  );
}
