/** The log-in form's markup (LoginForm.tsx), for its first-load placeholder and the live kit form alike. */
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { LoginBody } from '#domain/schemas/auth';
import type { SessionUser } from '#web/lib/session';
import type { FormView } from '#web/components/form/FirstTouchForm';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';
import { FormError } from '#web/components/form/FormError';

export interface LoginFormProps {
  onSuccess: (user: SessionUser) => void;
  variant?: 'page' | 'checkout';
  defaultEmail?: string;
}

/** The form's markup, for the placeholder and the real form alike. */
export function LoginFormView({
  form,
  formError,
  onSubmit,
}: {
  form: FormView<LoginBody>;
  formError: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Login">
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
      <FormError message={formError} />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
