/**
 * The product form's fields bound by name (inside its FormProvider): each registers itself and shows the message
 * the form holds at its path — or, with `alsoAt`, the message of the object it belongs to (the schema refuses
 * `discount` or `certificate` as a whole). The kit's compact look comes from the form's `<Form density>`.
 * A select whose options arrive after the form's values is controlled (ProductControlledSelectField), so the
 * choice still shows once they do.
 */
import type { ComponentProps } from 'react';
import {
  Controller,
  get,
  useFormContext,
  type FieldErrors,
  type FieldPath,
  type FieldPathByValue,
} from 'react-hook-form';
import { SelectField, TextField } from '#web/components/form';
import type { ProductFormValues } from './form-model';

export type ProductPath = FieldPath<ProductFormValues>;

/** The first message found at these paths of an error tree. */
export function messageAt(errors: FieldErrors, ...paths: (string | undefined)[]): string | undefined {
  for (const path of paths) {
    const message = path ? (get(errors, path) as { message?: unknown } | undefined)?.message : undefined;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

function useBound(name: ProductPath, alsoAt?: string) {
  const { register, formState } = useFormContext<ProductFormValues>();
  return { ...register(name), error: messageAt(formState.errors, name, alsoAt) };
}

type Bound<P> = Omit<P, 'name' | 'error'> & { name: ProductPath; alsoAt?: string };

export function ProductTextField({ name, alsoAt, ...props }: Bound<ComponentProps<typeof TextField>>) {
  return <TextField {...props} {...useBound(name, alsoAt)} />;
}

/** A number in rupees, grams or per cent: decimals, never below 0. */
export function ProductDecimalField(props: Bound<ComponentProps<typeof TextField>>) {
  return <ProductTextField type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}

export function ProductSelectField({ name, alsoAt, ...props }: Bound<ComponentProps<typeof SelectField>>) {
  return <SelectField {...props} {...useBound(name, alsoAt)} />;
}

/** A select bound through a Controller: the form's value is shown even when its option arrives later. */
export function ProductControlledSelectField({
  name,
  alsoAt,
  ...props
}: Bound<ComponentProps<typeof SelectField>> & { name: FieldPathByValue<ProductFormValues, string> }) {
  const { control, formState } = useFormContext<ProductFormValues>();
  const error = messageAt(formState.errors, name, alsoAt);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SelectField {...field} {...props} error={error} />}
    />
  );
}
