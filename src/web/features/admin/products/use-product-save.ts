/**
 * Saving the product form: a refused check or a refused save counts an attempt (the error summary takes focus
 * once per attempt, docs/decisions/098); the server's refusal lands on the fields it names — a 409 about a SKU on
 * that variant's SKU — and what names no field is said in the summary. No banner, no toast.
 */
import { useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { variantIndexOfSkuMessage, type ProductFormValues } from './form-model';
import type { ProductPath } from './product-fields';
import type { ProductKitForm } from './use-product-form';

function showRefusal(form: ProductKitForm, values: ProductFormValues, err: ApiError) {
  for (const e of err.errors ?? [])
    if (e.path) form.setError(e.path as ProductPath, { type: 'server', message: e.message });
  const skuIndex = variantIndexOfSkuMessage(values, err.message);
  if (skuIndex >= 0) form.setError(`variants.${skuIndex}.sku`, { type: 'server', message: err.message });
}

export function useProductSave(
  form: ProductKitForm,
  onSubmit: (values: ProductFormValues) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const submit = form.handleSubmit(
    // The kit hands over the checked payload; the page sends the form's own values (the files are in them).
    async () => {
      const values = form.getValues();
      setFormError(null);
      try {
        await onSubmit(values);
      } catch (err) {
        if (!(err instanceof ApiError)) return;
        setFormError(err.message);
        setAttempt((n) => n + 1);
        showRefusal(form, values, err);
      }
    },
    () => {
      setFormError(null);
      setAttempt((n) => n + 1);
    },
  );
  return { submit, formError, attempt };
}
