/**
 * /signup (docs/shop/storefront.md §2): Full Name, Phone Number, Email, Password, Confirm Password, the Terms &
 * Conditions checkbox, Create Account and a link to login. After sign-up the shopper goes to /login with the
 * e-mail filled in (docs/decisions/020-sign-up-then-login.md).
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast';
import type { SignupForm } from '#domain/schemas/auth';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { authApi, showServerFieldErrors } from '../api';
import { AuthShell } from '../components/AuthShell';
import type { AuthLocationState } from '../redirect-target';
import { FormError, PasswordField, TextField, useForm } from '#web/components/form';

const FIELDS = ['name', 'phone', 'email', 'password', 'confirmPassword', 'terms'] as const;

export default function SignupPage() {
  usePageTitle('Create an account');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as AuthLocationState | null)?.from;
  // `?email=` — the thank-you page's and the order mail's offer to a guest (docs/decisions/108).
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    schema: () => import('#domain/schemas/auth').then((m) => m.SignupForm),
    defaultValues: {
      name: '',
      phone: '',
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });

  const onSubmit = handleSubmit(async ({ name, phone, email, password }) => {
    setFormError(null);
    try {
      const reply = await authApi.registerUser({ name, phone, email, password }, AUTH_FALLBACKS.signup);
      toast.success(reply.message);
      navigate('/login', {
        state: { email: reply.user.email, signedUp: true, from } satisfies AuthLocationState,
      });
    } catch (err) {
      showServerFieldErrors(err, setError, FIELDS);
      const message = errorMessage(err, AUTH_FALLBACKS.signup);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <AuthShell
      eyebrow="Join Aurelia"
      title="Create an account"
      intro={<p>One account for your orders, your wishlist and your viewing appointments.</p>}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to="/login"
            state={from ? { from } : undefined}
            className="link font-medium text-charcoal underline"
          >
            Login
          </Link>
        </p>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create an account">
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98200 12345"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
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
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-charcoal"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...register('terms')}
            />
            <span>
              I agree to the{' '}
              <Link to="/terms-and-conditions" target="_blank" rel="noopener" className="link underline">
                Terms &amp; Conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy-policy" target="_blank" rel="noopener" className="link underline">
                Privacy Policy
              </Link>
              .
            </span>
          </label>
          {errors.terms && (
            <p id="terms-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.terms.message}
            </p>
          )}
        </div>
        <FormError message={formError} />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create Account'}
        </button>
      </form>
    </AuthShell>
  );
}
