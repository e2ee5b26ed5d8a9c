/**
 * /reset-password/{token} — public (docs/shop/conventions.md §6). A token shorter than 30 characters cannot be
 * one of ours: 'Invalid or expired reset link.' Both fields are required and must match (docs/shop/storefront.md
 * §5); on success the shopper goes to /login after 2 seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#web/lib/toast';
import { BUSINESS, UI_TIMINGS } from '#domain/business-constants';
import type { ResetPasswordForm } from '#domain/schemas/auth';
import { AUTH_FALLBACKS, AUTH_MESSAGES } from '#domain/auth-messages';
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { authApi, useFormFailure } from '../api';
import { AuthShell } from '../components/AuthShell';
import { FormError, useForm } from '#web/components/form';
import { ConfirmPasswordField, NewPasswordField } from '../components/AccountFields';
import { SubmitButton } from '../components/SubmitButton';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    schema: () => import('#domain/schemas/auth').then((m) => m.ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (token.length < BUSINESS.resetTokenMinLength) {
    return (
      <AuthShell eyebrow="Account help" title="Reset password">
        <div className="space-y-6">
          <p role="alert" className="text-danger">
            {AUTH_MESSAGES.resetLinkInvalid}
          </p>
          <Link to="/forgot-password" className="btn-primary">
            Ask for a new link
          </Link>
        </div>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await authApi.resetPassword(token, values, AUTH_FALLBACKS.reset);
      setDone(true);
      toast.success(AUTH_FALLBACKS.resetSuccess);
      timer.current = window.setTimeout(
        () => navigate('/login', { replace: true }),
        UI_TIMINGS.resetRedirectMs,
      );
    } catch (err) {
      failure.fail(errorMessage(err, AUTH_FALLBACKS.reset));
    }
  });

  return (
    <AuthShell
      eyebrow="Account help"
      title="Reset password"
      intro={<p>Choose a new password of at least {BUSINESS.minPasswordLength} characters.</p>}
      footer={{ question: 'Link not working?', to: '/forgot-password', label: 'Ask for a new one' }}
    >
      {done ? (
        <p role="status" className="border-l-2 border-gold pl-3">
          {AUTH_FALLBACKS.resetSuccess}
        </p>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset password">
          <NewPasswordField error={errors.newPassword?.message} {...register('newPassword')} />
          <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <FormError message={failure.formError} />
          <SubmitButton busy={isSubmitting} busyText="Saving…">
            Reset password
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
