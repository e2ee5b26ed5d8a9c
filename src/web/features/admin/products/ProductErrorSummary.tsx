/**
 * The product form's error summary (the back office's, components/SaveErrorSummary; docs/decisions/098 and 123):
 * after a refused save it takes focus and names each field at fault as a link to it — a variant's fields as
 * "Variant 2 · SKU". The image pickers are not named controls of the form, so their errors come last (as the
 * form's image check adds them).
 */
import type { RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { SaveErrorSummary } from '../components/SaveErrorSummary';
import type { ProductFormValues } from './form-model';
import type { ProductPath } from './product-fields';

/** Fields whose control has no label of its own (the main image's picker), as the summary names them. */
const SUMMARY_LABELS: Record<string, string> = { mainImage: 'Main image', mainImageFile: 'Main image' };

function nameOf(path: string, label: string) {
  const variant = /^variants\.(\d+)\./.exec(path);
  return variant ? `Variant ${Number(variant[1]) + 1} · ${label}` : label;
}

/**
 * The field react-hook-form focuses for a path: an image error (`mainImage`, `variants.1.images`) names what is
 * kept, and the picker's file input is registered under the new files (`mainImageFile`, `variants.1.newImages`).
 */
const focusPath = (path: string) =>
  (path === 'mainImage'
    ? 'mainImageFile'
    : path.replace(/^(variants\.\d+)\.images$/, '$1.newImages')) as ProductPath;

export function ProductErrorSummary({
  formRef,
  attempt,
  formError,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  attempt: number;
  formError: string | null;
}) {
  const { formState, setFocus } = useFormContext<ProductFormValues>();
  return (
    <SaveErrorSummary
      errors={formState.errors}
      formError={formError}
      attempt={attempt}
      formRef={formRef}
      labels={SUMMARY_LABELS}
      nameOf={nameOf}
      onFocusField={(path) => setFocus(focusPath(path))}
    />
  );
}
