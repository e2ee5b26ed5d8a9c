/**
 * Email and password → POST /api/auth/login-user → the session is stored, the session listeners run (the cart
 * merges the guest cart) and `onSuccess` is called. Used by /login and by checkout step 1 (`variant="checkout"`
 * switches to the checkout's fallback messages of docs/shop/storefront.md §8).
 *
 * The form is on those pages' first load, so it arrives as its markup only; the first touch loads the real kit
 * form (login-form-live.tsx) — FirstTouchForm, docs/decisions/123.
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import type { LoginBody } from '#domain/schemas/auth';
import type { SessionUser } from '#web/lib/session';
import { FirstTouchForm, placeholderForm, type FormView } from '#web/components/form/FirstTouchForm';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';
import { FormError } from '#web/components/form/FormError';

export interface LoginFormProps {
  onSuccess: (user: SessionUser) => void;
  variant?: 'page' | 'checkout';
  defaultEmail?: string;
}

const loadLive = () => import('./login-form-live').then((m) => m.LoginFormLive);

export function LoginForm(props: LoginFormProps) {
  const offline = props.variant === 'checkout' ? AUTH_FALLBACKS.checkoutLoginError : AUTH_FALLBACKS.login;
  return (
    <FirstTouchForm
      load={loadLive}
      props={props}
      placeholder={({ failed }) => (
        <LoginFormView
          form={placeholderForm<LoginBody>({ email: props.defaultEmail ?? '', password: '' })}
          formError={failed ? offline : null}
        />
      )}
    />
  );
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
