/** Checkout's register form's markup (CheckoutRegisterForm.tsx), for its placeholder and the live kit form alike. */
import type { FormEvent } from 'react';
import type { CheckoutRegisterBody } from '#domain/schemas/auth';
import type { SessionUser } from '#web/lib/session';
import type { FormView } from '#web/components/form/FirstTouchForm';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';
import { FormError } from '#web/components/form/FormError';

export interface CheckoutRegisterFormProps {
  onSuccess: (user: SessionUser) => void;
}

export const EMPTY_REGISTRATION: CheckoutRegisterBody = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The form's markup, for the placeholder and the real form alike. */
export function CheckoutRegisterFormView({
  form,
  formError,
  onSubmit,
}: {
  form: FormView<CheckoutRegisterBody>;
  formError: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create an account">
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormError message={formError} />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Register'}
      </button>
    </form>
  );
}
