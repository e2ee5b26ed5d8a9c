/**
 * The profile's password card: change it with the current one (PUT /api/auth/profile/change-password — every
 * other device is signed out, docs/decisions/080), or, when the current one is forgotten, have a reset link mailed.
 */
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { errorMessage } from '#web/lib/api-client';
import type { ChangePasswordForm } from '#domain/schemas/auth';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { BUSINESS } from '#domain/business-constants';
import { authApi, showServerFieldErrors, useFormFailure } from '../api';
import { FormError, useForm } from '#web/components/form';
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField } from './AccountFields';
import { SubmitButton } from './SubmitButton';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const CHANGE_FAILED = 'Could not change your password. Please try again.';

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const failure = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    schema: () => import('#domain/schemas/auth').then((m) => m.ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const reply = await authApi.changePassword(values, CHANGE_FAILED);
      toast.success(reply.message);
      onDone();
    } catch (err) {
      showServerFieldErrors(err, setError, FIELDS);
      failure.fail(errorMessage(err, CHANGE_FAILED));
    }
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-5 space-y-5"
      aria-label="Change password"
    >
      <CurrentPasswordField error={errors.currentPassword?.message} {...register('currentPassword')} />
      <NewPasswordField
        hint={`At least ${BUSINESS.minPasswordLength} characters; a phrase of a few words is easy to remember.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <ConfirmPasswordField
        label="Confirm New Password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormError message={failure.formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton className="btn-primary" busy={isSubmitting} busyText="Saving…">
          Change password
        </SubmitButton>
        <button type="button" className="btn-secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ChangePasswordCard({ email }: { email: string }) {
  const [changing, setChanging] = useState(false);
  const [link, setLink] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function sendLink() {
    setLink('sending');
    try {
      await authApi.forgotPassword(email, AUTH_FALLBACKS.forgot);
      setLink('sent');
      toast.success(`We have sent a link to ${email}.`);
    } catch (err) {
      setLink('idle');
      toast.error(errorMessage(err, AUTH_FALLBACKS.forgot));
    }
  }
  return (
    <section aria-labelledby="password-heading" className="border border-line bg-surface p-5 sm:p-8">
      <h3 id="password-heading" className="flex items-center gap-2 text-2xl">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-gold" /> Password
      </h3>
      {changing ? (
        <PasswordChangeForm onDone={() => setChanging(false)} />
      ) : (
        <>
          <p className="mt-3 text-muted">Changing your password signs you out on every other device.</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <button type="button" className="btn-secondary" onClick={() => setChanging(true)}>
              Change password
            </button>
            {link === 'sent' ? (
              <p role="status" className="text-sm text-muted">
                Check your inbox: the link to choose a new password is valid for one hour.
              </p>
            ) : (
              <button
                type="button"
                className="link text-sm underline"
                onClick={sendLink}
                disabled={link === 'sending'}
              >
                {link === 'sending' ? 'Sending…' : 'Forgot it? Email me a link'}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
