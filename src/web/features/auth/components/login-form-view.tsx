/**
 * The log-in form's markup (LoginForm.tsx), for its first-load placeholder and the live kit form alike, and the
 * frame it shares with checkout's register form (checkout-register-form-view.tsx): the form posted natively until
 * the kit takes over (FirstTouchForm, docs/decisions/123), its refusal, and its submit button saying what it does
 * while the form is sent. The frame lives here, not in a file of its own, because checkout loads this file anyway
 * (its step 1 shows both forms): a file of its own would be one more chunk in /login's and /checkout's first load.
 */
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LoginBody } from '#domain/schemas/auth';
import type { SessionUser } from '#web/lib/session';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';
import type { FormView } from '#web/components/form/FirstTouchForm';
import { FormError } from '#web/components/form/FormError';

export interface LoginFormProps {
  onSuccess: (user: SessionUser) => void;
  variant?: 'page' | 'checkout';
  defaultEmail?: string;
}

/** The form's markup, for the placeholder and the real form alike. */
export function LoginFormView(view: AccountFormViewProps<LoginBody>) {
  const { register, formState } = view.form;
  const { errors } = formState;
  return (
    <AccountFormFrame label="Login" view={view} submit="Login" busyText="Logging in…">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className="link text-gold-text">
            Forgot password?
          </Link>
        </p>
      </div>
    </AccountFormFrame>
  );
}

/** What a view gets from its placeholder (the markup alone) or from its live kit form. */
export interface AccountFormViewProps<T> {
  form: FormView<T>;
  formError: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function AccountFormFrame<T>({
  label,
  view,
  submit,
  busyText,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  view: AccountFormViewProps<T>;
  submit: string;
  busyText: string;
  children: ReactNode;
}) {
  const busy = view.form.formState.isSubmitting;
  return (
    <form method="post" onSubmit={view.onSubmit} noValidate className="space-y-5" aria-label={label}>
      {children}
      <FormError message={view.formError} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? busyText : submit}
      </button>
    </form>
  );
}
