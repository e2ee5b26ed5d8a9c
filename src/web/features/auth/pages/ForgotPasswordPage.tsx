/**
 * /forgot-password (docs/shop/conventions.md §4): asks for a reset link; the answer is the same for every
 * address.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '#web/lib/toast';
import type { ForgotPasswordBody } from '#domain/schemas/auth';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { usePageTitle } from '#web/components/usePageTitle';
import { errorMessage } from '#web/lib/api-client';
import { authApi, useFormFailure } from '../api';
import { AuthShell } from '../components/AuthShell';
import { FormError, useForm } from '#web/components/form';
import { EmailField } from '../components/AccountFields';
import { SubmitButton } from '../components/SubmitButton';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const location = useLocation();
  const presetEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const failure = useFormFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    schema: () => import('#domain/schemas/auth').then((m) => m.ForgotPasswordBody),
    defaultValues: { email: presetEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    failure.clear();
    try {
      const reply = await authApi.forgotPassword(email, AUTH_FALLBACKS.forgot);
      setSent({ email, message: reply.message });
      toast.success('Check your inbox for the reset link.');
    } catch (err) {
      failure.fail(errorMessage(err, AUTH_FALLBACKS.forgot));
    }
  });

  return (
    <AuthShell
      eyebrow="Account help"
      title="Forgot your password?"
      intro={
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      }
      footer={{ question: 'Remembered it?', to: '/login', label: 'Back to login' }}
    >
      {sent ? (
        <div role="status" className="space-y-4">
          <p className="border-l-2 border-gold pl-3">{sent.message}</p>
          <p className="text-sm text-muted">
            Sent to <strong className="font-medium text-charcoal">{sent.email}</strong>. Nothing there after a
            few minutes? Check your spam folder, or{' '}
            <button type="button" className="link underline" onClick={() => setSent(null)}>
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-5"
          aria-label="Ask for a reset link"
        >
          <EmailField error={errors.email?.message} {...register('email')} />
          <FormError message={failure.formError} />
          <SubmitButton busy={isSubmitting} busyText="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthShell>
  );
}
