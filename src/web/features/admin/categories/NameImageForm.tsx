/**
 * The form of a category and of a subcategory (docs/shop/admin.md §2, §5; docs/decisions/098): for a
 * subcategory its category first, then a name and an image with its preview (beside the current image when
 * editing). A kit form (docs/decisions/123): the name is checked with the server's own schema; a refusal shows
 * once under its field with the error summary at the top, and leaving with unsaved changes asks first.
 */
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Form, TextField } from '#web/components/form';
import { Spinner } from '#web/components/Spinner';
import { ImageField } from '../components/ImageField';
import { useLeaveGuard } from '../components/LeaveGuard';
import { SaveErrorSummary } from '../components/SaveErrorSummary';
import { ui } from '../components/ui';
import { useNameImageForm, type NameImageFormApi, type NameImageValues } from './use-name-image-form';

export interface NameImageFormProps {
  /** The server's own schema of this save (docs/decisions/123). */
  schema: z.ZodType;
  defaults: NameImageValues;
  nameLabel: string;
  image: { label: string; hint: string; required?: boolean; currentUrl?: string | null };
  /** Above the name: a subcategory's category (given the form, so a select can be registered). */
  categoryField?: (form: NameImageFormApi) => ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The values as typed, and the chosen image (null: none chosen). */
  onSubmit: (values: NameImageValues & { image: File | null }) => void;
  /** Beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /** The last save's refusal (the mutation's error), shown in the summary or under the name. */
  serverError?: Error | null;
  /** Said when the refusal has no message of its own (no answer at all). */
  serverFallback?: string;
}

export function NameImageForm(props: NameImageFormProps) {
  const { image: imageField, busy } = props;
  const state = useNameImageForm({ ...props, imageRequired: imageField.required });
  const { form, image, formRef } = state;
  const { errors } = form.formState;
  const guard = useLeaveGuard(form.formState.isDirty || !!image, busy);
  const submit = form.handleSubmit(() => {
    state.setFormError(null);
    props.onSubmit({ ...form.getValues(), image });
  }, state.refused);

  return (
    <Form
      density="compact"
      ref={formRef}
      onSubmit={submit}
      className={`${ui.card} flex max-w-xl flex-col gap-5 p-5`}
    >
      {guard.dialog}
      <SaveErrorSummary
        errors={errors}
        formError={state.formError}
        attempt={state.attempt}
        formRef={formRef}
        labels={{ image: imageField.label }}
        onFocusField={(path) => form.setFocus(path as FieldPath<NameImageValues>)}
      />
      {props.categoryField?.(form)}
      <TextField
        label={props.nameLabel}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <ImageField
        label={imageField.label}
        required={imageField.required}
        file={image}
        onFile={state.chooseImage}
        currentUrl={imageField.currentUrl}
        error={(errors as { image?: { message?: string } }).image?.message}
        hint={imageField.hint}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={ui.btnPrimary} disabled={busy}>
          {busy ? <Spinner label={props.busyLabel} /> : props.submitLabel}
        </button>
        {props.actions}
      </div>
    </Form>
  );
}
