/**
 * The form kit's form hook (docs/decisions/123): react-hook-form's `useForm` with the kit's lazy zod resolver —
 * the only way a storefront or back-office form is checked. Pass the schema as a loader (or the schema itself,
 * where the form's chunk already holds it); everything else is react-hook-form's own API (field arrays,
 * `Controller`, `setError` for the server's answer, `setFocus`).
 *
 * Defaults are react-hook-form's: fields are read on submit, the whole form is checked on submit, then each field
 * again as it changes; the first invalid field gets focus (pass `shouldFocusError: false` when an ErrorSummary
 * takes it instead). The submit handler receives the schema's parsed output.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import {
  useForm as useHookForm,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { lazyZodResolver, type SchemaOptions } from './lazy-zod-resolver';

export type KitFormOptions<In extends FieldValues, Out> = Omit<UseFormProps<In, unknown, Out>, 'resolver'> &
  SchemaOptions<In>;

export type KitForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out>;

export function useForm<In extends FieldValues, Out = In>(
  options: KitFormOptions<In, Out>,
): KitForm<In, Out> {
  const { schema, toPayload, extraIssues, ...props } = options;
  const latest = useRef({ schema, toPayload, extraIssues });
  useLayoutEffect(() => {
    latest.current = { schema, toPayload, extraIssues };
  });
  const [resolver] = useState(() => lazyZodResolver<In, Out>(() => latest.current));
  return useHookForm<In, unknown, Out>({ ...props, resolver });
}
