/**
 * The product form of /admin/products/add and /admin/edit-product/{id} (docs/shop/admin.md §2, §5): basic
 * details, category and subcategory (the subcategory select waits until the category has subcategories; a new
 * category clears and reloads it), status and flags, "Also show in", the main image, and the variants (Add
 * Variant; Remove Variant while more than one). Checked with the server's own schema before sending, so its
 * messages show beside the fields; the server's refusals land on the same fields.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { MAX_VARIANTS, productInput, type ProductFormMode } from '#domain/schemas/admin-product';
import { Spinner } from '#web/components/Spinner';
import { ApiError } from '#web/lib/api-client';
import { rateTableOf, type RateTable } from '#domain/variant-pricing';
import { useCategories } from '../api/get-categories';
import { useRates } from '../api/get-rates';
import { useCategoryTree } from '../api/get-category-tree';
import { useSubcategories } from '../api/get-subcategories';
import { Checkbox, FormMessage, Select, TextArea, TextInput } from '../components/fields';
import { ImageField } from '../components/ImageField';
import { ui } from '../components/ui';
import { schemaResolver } from '../lib/schema-resolver';
import { ErrorSummary } from '../components/ErrorSummary';
import { useLeaveGuard } from '../components/LeaveGuard';
import { AlsoShowIn } from './AlsoShowIn';
import { VariantFields } from './VariantFields';
import { CertificateFields } from './CertificateFields';
import {
  emptyVariant,
  formToPayload,
  imageIssues,
  rateIssues,
  variantIndexOfSkuMessage,
  type ProductFormValues,
} from './form-model';

/** Fields whose input carries no label of its own (image pickers), as the summary names them. */
const SUMMARY_LABELS: Record<string, string> = { mainImage: 'Main image', mainImageFile: 'Main image' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${ui.card} flex flex-col gap-4 p-4`} aria-label={title}>
      <h2 className="font-display text-xl">{title}</h2>
      {children}
    </section>
  );
}

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
  // Today's rates price rate-linked variants live; the resolver reads the latest through a ref.
  const ratesQuery = useRates();
  const rates = useMemo(
    () => (ratesQuery.data ? rateTableOf(ratesQuery.data.rates) : undefined),
    [ratesQuery.data],
  );
  const ratesRef = useRef<RateTable | undefined>(rates);
  ratesRef.current = rates;
  const form = useForm<ProductFormValues>({
    resolver: schemaResolver<ProductFormValues>(
      productInput(mode),
      (v) => formToPayload(v, mode),
      (v) => [...imageIssues(v, mode), ...rateIssues(v, ratesRef.current)],
    ),
    defaultValues: initial,
    // The error summary takes focus after a refused save and links to each field (components/ErrorSummary).
    shouldFocusError: false,
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const variants = useFieldArray({ control, name: 'variants' });
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard(formState.isDirty, busy || formState.isSubmitting);

  const categories = useCategories();
  const tree = useCategoryTree();
  const category = useWatch({ control, name: 'category' });
  const subcategory = useWatch({ control, name: 'subcategory' });
  const subcategories = useSubcategories(category || null);
  const subOptions = subcategories.data?.subcategories ?? [];
  const mainImage = useWatch({ control, name: 'mainImage' });

  // A new category clears the subcategory (docs/shop/admin.md §4); the list reloads for the new category.
  const [lastCategory, setLastCategory] = useState(initial.category);
  useEffect(() => {
    if (category === lastCategory) return;
    setLastCategory(category);
    setValue('subcategory', '', { shouldDirty: true });
  }, [category, lastCategory, setValue]);

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await onSubmit(values);
      } catch (err) {
        if (!(err instanceof ApiError)) return;
        setFormError(err.message);
        setAttempt((n) => n + 1);
        for (const e of err.errors ?? [])
          if (e.path)
            form.setError(e.path as FieldPath<ProductFormValues>, { type: 'server', message: e.message });
        const skuIndex = variantIndexOfSkuMessage(values, err.message);
        if (skuIndex >= 0)
          form.setError(`variants.${skuIndex}.sku`, { type: 'server', message: err.message });
      }
    },
    () => {
      // Each message once, under its field; the summary names the fields (no banner, no toast).
      setFormError(null);
      setAttempt((n) => n + 1);
    },
  );

  const subcategoryHint = !category
    ? 'Choose a category first.'
    : subcategories.isPending
      ? 'Loading subcategories…'
      : subOptions.length === 0
        ? 'This category has no subcategories.'
        : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-busy={busy || undefined}
    >
      {guard.dialog}
      <ErrorSummary
        errors={errors}
        formError={formError}
        attempt={attempt}
        formRef={formRef}
        labels={SUMMARY_LABELS}
        onFocusField={(path) => form.setFocus(path as FieldPath<ProductFormValues>)}
      />
      {/* Phones: details, then organisation and image, then variants; from 1024 px the side column. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Section title="Basic information">
            <TextInput
              label="Title"
              required
              autoComplete="off"
              error={errors.title?.message}
              {...register('title')}
            />
            <TextArea
              label="Description"
              rows={5}
              error={errors.description?.message}
              {...register('description')}
            />
            <TextInput
              label="Tags"
              placeholder="e.g. solitaire, diamond, gift"
              hint="Comma separated"
              autoComplete="off"
              error={errors.tags?.message}
              {...register('tags')}
            />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Section title="Organisation">
            <Select
              label="Status"
              options={[
                { value: 'active', label: 'Active — shown in the shop' },
                { value: 'inactive', label: 'Inactive — hidden from shoppers' },
              ]}
              error={errors.status?.message}
              {...register('status')}
            />
            {/* Controlled: the options arrive after the form's values, and the choice must still show. */}
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  {...field}
                  label="Category"
                  required
                  placeholder={categories.isPending ? 'Loading…' : 'Select a category'}
                  options={(categories.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name }))}
                  error={errors.category?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="subcategory"
              render={({ field }) => (
                <Select
                  {...field}
                  label="Subcategory"
                  placeholder={subOptions.length ? 'Select a subcategory' : 'No subcategory'}
                  disabled={!category || subOptions.length === 0}
                  options={subOptions.map((s) => ({ value: s._id, label: s.name }))}
                  hint={subcategoryHint}
                  error={errors.subcategory?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="alsoShowIn"
              render={({ field }) => (
                <AlsoShowIn
                  tree={tree.data?.categories}
                  value={field.value}
                  onChange={field.onChange}
                  homeSubcategory={subcategory}
                />
              )}
            />
            <div className="flex flex-col gap-2">
              <Checkbox
                label="Customizable"
                hint="The shopper can ask for changes."
                {...register('isCustomizable')}
              />
              <Checkbox
                label="Featured"
                hint="Highlighted where the shop features pieces."
                {...register('isFeatured')}
              />
            </div>
          </Section>

          <Section title="Certificate">
            <CertificateFields register={register} errors={errors.certificate} />
          </Section>

          <Section title="Main image">
            <Controller
              control={control}
              name="mainImageFile"
              render={({ field }) => (
                <ImageField
                  label="Main image"
                  required
                  file={field.value}
                  onFile={field.onChange}
                  currentUrl={mainImage}
                  currentLabel="Current main image"
                  onRemoveCurrent={
                    mode === 'edit' ? () => setValue('mainImage', null, { shouldDirty: true }) : undefined
                  }
                  error={errors.mainImage?.message}
                  hint="Shown on listings; 4:5 pictures look best."
                />
              )}
            />
          </Section>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-label="Variants" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-display text-xl">Variants</h2>
              <p className="text-xs text-muted">
                {variants.fields.length} of at most {MAX_VARIANTS}
              </p>
            </div>
            {errors.variants?.message && <FormMessage message={errors.variants.message} />}
            {variants.fields.map((field, index) => (
              <VariantFields
                key={field.id}
                index={index}
                count={variants.fields.length}
                control={control}
                register={register}
                setValue={setValue}
                errors={errors.variants}
                onRemove={() => variants.remove(index)}
                rates={rates}
                ratesFailed={ratesQuery.isError}
              />
            ))}
            <div>
              <button
                type="button"
                className={ui.btnSecondary}
                disabled={variants.fields.length >= MAX_VARIANTS}
                onClick={() =>
                  variants.append(emptyVariant(), {
                    shouldFocus: true,
                    focusName: `variants.${variants.fields.length}.material`,
                  })
                }
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add Variant
              </button>
            </div>
          </section>
        </div>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-2 border-t border-line bg-ivory/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className={ui.btnPrimary} disabled={busy}>
            {busy ? <Spinner label={busyLabel} /> : submitLabel}
          </button>
          {actions}
        </div>
      </div>
    </form>
  );
}
