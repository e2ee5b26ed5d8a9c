/** Checkout's register form's markup (CheckoutRegisterForm.tsx), for its placeholder and the live kit form alike. */
import type { CheckoutRegisterBody } from '#domain/schemas/auth';
import type { SessionUser } from '#web/lib/session';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';
import { AccountFormFrame, type AccountFormViewProps } from './login-form-view';

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
export function CheckoutRegisterFormView(view: AccountFormViewProps<CheckoutRegisterBody>) {
  const { register, formState } = view.form;
  const { errors } = formState;
  return (
    <AccountFormFrame label="Create an account" view={view} submit="Register" busyText="Creating account…">
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
    </AccountFormFrame>
  );
}
