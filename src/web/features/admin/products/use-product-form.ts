/**
 * The product form's state (the form kit's `useForm`, docs/decisions/123): checked with the server's own schema
 * on what would be sent (`formToPayload`), plus what the schema cannot see — the image files and, once today's
 * rates are known, the rate-linked variants' prices (form-model.ts). The error summary takes focus after a refused
 * save, so react-hook-form does not focus a field itself.
 */
import { useMemo } from 'react';
import { useForm, type KitForm } from '#web/components/form';
import { productInput, type ProductFormMode } from '#domain/schemas/admin-product';
import { rateTableOf, type RateTable } from '#domain/variant-pricing';
import { useRates } from '../api/get-rates';
import { formToPayload, imageIssues, rateIssues, type ProductFormValues } from './form-model';

/** The schema's output is not what the page sends (that is the form's values, files included): `unknown`. */
export type ProductKitForm = KitForm<ProductFormValues, unknown>;

/** Today's rates for the rate-linked variants' live prices: undefined until loaded (or when they failed). */
export interface TodaysRates {
  rates: RateTable | undefined;
  ratesFailed: boolean;
}

export function useProductForm(mode: ProductFormMode, initial: ProductFormValues) {
  // Today's rates price rate-linked variants live; the kit reads the latest `extraIssues` at each check.
  const ratesQuery = useRates();
  const rates = useMemo(
    () => (ratesQuery.data ? rateTableOf(ratesQuery.data.rates) : undefined),
    [ratesQuery.data],
  );
  // Built once per mode, not at each render of this large form.
  const schema = useMemo(() => productInput(mode), [mode]);
  const form: ProductKitForm = useForm<ProductFormValues, unknown>({
    schema,
    toPayload: (values) => formToPayload(values, mode),
    extraIssues: (values) => [...imageIssues(values, mode), ...rateIssues(values, rates)],
    defaultValues: initial,
    shouldFocusError: false,
  });
  return { form, rates, ratesFailed: ratesQuery.isError };
}
