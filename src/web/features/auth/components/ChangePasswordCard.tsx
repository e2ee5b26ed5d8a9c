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
import { authApi, showServerFieldErrors } from '../api';
import { FormError, PasswordField, useForm } from '#web/components/form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const CHANGE_FAILED = 'Could not change your password. Please try again.';

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
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
    setFormError(null);
    try {
      const reply = await authApi.changePassword(values, CHANGE_FAILED);
      toast.success(reply.message);
      onDone();
    } catch (err) {
      showServerFieldErrors(err, setError, FIELDS);
      const message = errorMessage(err, CHANGE_FAILED);
      setFormError(message);
      toast.error(message);
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
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${BUSINESS.minPasswordLength} characters; a phrase of a few words is easy to remember.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormError message={formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </button>
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
