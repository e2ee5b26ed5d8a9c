/**
 * Checkout step 1's "new here" form: name, email, password, confirm password (all required, passwords must
 * match — the server checks the same) → POST /api/auth/register → signed in, session listeners run, toast
 * 'Registration successful! You are now logged in.', then `onSuccess`.
 */
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { AUTH_FALLBACKS, AUTH_REPLIES } from '../../../../domain/auth-messages';
import type { CheckoutRegisterBody } from '../../../../domain/schemas/auth';
import { useLightForm } from '../../../lib/light-form';
import type { SessionUser } from '../../../lib/session';
import { errorMessage } from '../../../lib/api-client';
import { authApi, isNetworkError, showServerFieldErrors } from '../api';
import { signIn } from '../session-actions';
import { FormError, PasswordField, TextField } from './fields';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export function CheckoutRegisterForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<CheckoutRegisterBody>({
    // No react-hook-form here: this form is on checkout's first load (lib/light-form.ts, decision 112 "zod off
    // the first load").
    schema: () => import('../../../../domain/schemas/auth').then((m) => m.CheckoutRegisterBody),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await authApi.registerAtCheckout(values, AUTH_FALLBACKS.checkoutRegister);
      await signIn(reply.user);
      toast.success(AUTH_REPLIES.registeredAtCheckout);
      onSuccess(reply.user);
    } catch (err) {
      showServerFieldErrors(err, setError, FIELDS);
      const message = isNetworkError(err)
        ? AUTH_FALLBACKS.checkoutRegisterError
        : errorMessage(err, AUTH_FALLBACKS.checkoutRegister);
      setFormError(message);
      toast.error(message);
    }
  });

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
