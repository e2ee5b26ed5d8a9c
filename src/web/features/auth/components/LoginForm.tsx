/**
 * Email and password → POST /api/auth/login-user → the session is stored, the session listeners run (the cart
 * merges the guest cart) and `onSuccess` is called. Used by /login and by checkout step 1 (`variant="checkout"`
 * switches to the checkout's fallback messages of docs/shop/storefront.md §8).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { AUTH_FALLBACKS, AUTH_REPLIES } from '../../../../domain/auth-messages';
import type { LoginBody } from '../../../../domain/schemas/auth';
import { useLightForm } from '../../../lib/light-form';
import type { SessionUser } from '../../../lib/session';
import { errorMessage } from '../../../lib/api-client';
import { authApi, isNetworkError } from '../api';
import { signIn } from '../session-actions';
import { FormError, PasswordField, TextField } from './fields';

export function LoginForm({
  onSuccess,
  variant = 'page',
  defaultEmail = '',
}: {
  onSuccess: (user: SessionUser) => void;
  variant?: 'page' | 'checkout';
  defaultEmail?: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLightForm<LoginBody>({
    // No react-hook-form here: this form is on checkout's first load (lib/light-form.ts, decision 112 "zod off
    // the first load").
    schema: () => import('../../../../domain/schemas/auth').then((m) => m.LoginBody),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const fallback = variant === 'checkout' ? AUTH_FALLBACKS.checkoutLogin : AUTH_FALLBACKS.login;
    try {
      const reply = await authApi.login(values, fallback);
      await signIn(reply.user);
      toast.success(reply.message || AUTH_REPLIES.loggedIn);
      onSuccess(reply.user);
    } catch (err) {
      const message =
        variant === 'checkout' && isNetworkError(err)
          ? AUTH_FALLBACKS.checkoutLoginError
          : errorMessage(err, fallback);
      setFormError(message);
      toast.error(message);
    }
  });

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
