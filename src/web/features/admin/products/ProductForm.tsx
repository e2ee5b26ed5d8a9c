/**
 * The product form of /admin/products/add and /admin/edit-product/{id} (docs/shop/admin.md §2, §5): basic
 * details, organisation (category, subcategory, status, flags, "Also show in"), the certificate, the main image and
 * the variants. A kit form (docs/decisions/123, compact): checked with the server's own schema before sending, so
 * its messages show beside the fields; the server's refusals land on the same fields; the error summary names
 * them; leaving with unsaved changes asks first.
 */
import { useRef, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { ProductFormMode } from '#domain/schemas/admin-product';
import { Form } from '#web/components/form';
import { useLeaveGuard } from '../components/LeaveGuard';
import { BasicInfoSection } from './BasicInfoSection';
import { CertificateFields } from './CertificateFields';
import type { ProductFormValues } from './form-model';
import { MainImageSection } from './MainImageSection';
import { OrganisationSection } from './OrganisationSection';
import { ProductErrorSummary } from './ProductErrorSummary';
import { SaveBar } from './SaveBar';
import { useProductForm } from './use-product-form';
import { useProductSave } from './use-product-save';
import { VariantsSection } from './VariantsSection';

export function ProductForm({
  mode,
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  actions,
}: {
  mode: ProductFormMode;
  initial: ProductFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the form; rejects with the server's error to show on the form. */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  actions?: ReactNode;
}) {
  const { form, rates, ratesFailed } = useProductForm(mode, initial);
  const save = useProductSave(form, onSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(form.formState.isDirty, busy || form.formState.isSubmitting);

  return (
    <FormProvider {...form}>
      <Form
        ref={formRef}
        density="compact"
        onSubmit={save.submit}
        className="flex flex-col gap-5"
        aria-busy={busy || undefined}
      >
        {guard.dialog}
        <ProductErrorSummary formRef={formRef} attempt={save.attempt} formError={save.formError} />
        {/* Phones: details, then organisation and image, then variants; from 1024 px the side column. */}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <BasicInfoSection />
          </div>
          <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <OrganisationSection />
            <CertificateFields />
            <MainImageSection mode={mode} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <VariantsSection rates={rates} ratesFailed={ratesFailed} />
          </div>
        </div>
        <SaveBar busy={busy} busyLabel={busyLabel} submitLabel={submitLabel} actions={actions} />
      </Form>
    </FormProvider>
  );
}
