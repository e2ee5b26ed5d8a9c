/**
 * A diamond's grading certificate on the product form: lab, report number and an optional link to the report,
 * shown on the product page. All blank means none (docs/api/admin.md "Products").
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '../components/fields';
import type { ProductFormValues } from './form-model';

export function CertificateFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['certificate'];
}) {
  const whole = (errors as { message?: string } | undefined)?.message;
  return (
    <>
      <p className="text-xs text-muted">For pieces with a certified diamond; leave blank otherwise.</p>
      <TextInput
        label="Lab"
        placeholder="e.g. IGI or GIA"
        autoComplete="off"
        error={errors?.lab?.message ?? whole}
        {...register('certificate.lab')}
      />
      <TextInput
        label="Certificate number"
        autoComplete="off"
        spellCheck={false}
        error={errors?.number?.message}
        {...register('certificate.number')}
      />
      <TextInput
        label="Link to the report"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
        error={errors?.url?.message}
        {...register('certificate.url')}
      />
    </>
  );
}
