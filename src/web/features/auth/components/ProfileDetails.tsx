/**
 * The Profile tab: the shopper's photo and details, an inline form to edit name, phone and email
 * (PUT /api/auth/profile/update-detail — a new email asks for the current password and waits for the link mailed
 * to it, docs/decisions/088), the photo dialog, and the password card (ChangePasswordCard).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, Pencil } from 'lucide-react';
import { toast } from '#web/lib/toast';
import type { ProfileDetailsForm } from '#domain/schemas/auth';
import { AUTH_FALLBACKS, AUTH_MESSAGES, type UserDto, type UserReply } from '#domain/schemas/auth';
import { errorMessage } from '#web/lib/api-client';
import { session } from '#web/lib/session';
import { shopMonthYear } from '#web/lib/shop-time';
import { authApi, showServerFieldErrors, useFormFailure } from '../api';
import { Avatar } from './Avatar';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfilePhotoDialog } from './ProfilePhotoDialog';
import { FormError, useForm } from '#web/components/form';
import { CurrentPasswordField, EmailField, FullNameField, PhoneField } from './AccountFields';
import { SubmitButton } from './SubmitButton';

/** 'November 2026', in the shop's time zone like every date it shows. */
const memberSince = (iso: string) => shopMonthYear(iso, '');

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={value ? 'break-words' : 'text-muted'}>{value || 'Not given'}</dd>
    </div>
  );
}

function EditDetailsForm({ user, onDone }: { user: UserDto; onDone: (pendingEmail?: string) => void }) {
  const queryClient = useQueryClient();
  const failure = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileDetailsForm>({
    schema: () => import('#domain/schemas/auth').then((m) => m.ProfileDetailsForm),
    defaultValues: { name: user.name, mobile: user.mobile ?? '', email: user.email, currentPassword: '' },
  });
  const newAddress = watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    if (newAddress && !values.currentPassword) {
      setError('currentPassword', { type: 'required', message: AUTH_MESSAGES.currentPasswordRequired });
      return;
    }
    try {
      const { currentPassword, ...details } = values;
      const reply = await authApi.updateDetails(
        newAddress ? { ...details, currentPassword } : details,
        AUTH_FALLBACKS.updateProfile,
      );
      queryClient.setQueryData<UserReply>(['auth', 'user', user._id], { success: true, user: reply.user });
      session.setUser(reply.user);
      toast.success(reply.message ?? 'Profile updated successfully!');
      onDone(reply.pendingEmail);
    } catch (err) {
      showServerFieldErrors(err, setError, ['name', 'mobile', 'email', 'currentPassword'] as const);
      failure.fail(errorMessage(err, AUTH_FALLBACKS.updateProfile));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit your details">
      <FullNameField error={errors.name?.message} {...register('name')} />
      <PhoneField optional error={errors.mobile?.message} {...register('mobile')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      {newAddress && (
        <CurrentPasswordField
          hint="Needed to change your email. We will send a link to the new address; it changes when you follow it."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <FormError message={failure.formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton className="btn-primary" busy={isSubmitting} busyText="Saving…" disabled={!isDirty}>
          Save changes
        </SubmitButton>
        <button type="button" className="btn-secondary" onClick={() => onDone()} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ProfileDetails({ user }: { user: UserDto }) {
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="details-heading" className="border border-line bg-surface p-5 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="relative self-start">
            {/* The photo opens the dialog for mouse users; the camera button is the control for everyone. */}
            <div onClick={() => setPhotoOpen(true)} className="cursor-pointer">
              <Avatar name={user.name} url={user.image?.url} size={96} />
            </div>
            <button
              type="button"
              onClick={() => setPhotoOpen(true)}
              aria-label={user.image ? 'Change or delete your photo' : 'Add a photo'}
              title={user.image ? 'Change or delete your photo' : 'Add a photo'}
              className="absolute bottom-0 right-0 grid h-9 w-9 place-items-center rounded-full border border-line bg-surface text-charcoal shadow-sm hover:bg-gold-tint"
            >
              <Camera aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          <div className="min-w-0 flex-1">
            <h2 id="details-heading" className="break-words text-3xl">
              {user.name}
            </h2>
            <p className="text-sm text-muted">Member since {memberSince(user.createdAt)}</p>
          </div>
          {!editing && (
            <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit details
            </button>
          )}
        </div>
        <div className="mt-6">
          {editing ? (
            <EditDetailsForm
              user={user}
              onDone={(pending) => {
                setEditing(false);
                if (pending) setPendingEmail(pending);
              }}
            />
          ) : (
            <dl>
              <Detail term="Full Name" value={user.name} />
              <Detail term="Email" value={user.email} />
              <Detail term="Phone Number" value={user.mobile} />
            </dl>
          )}
          {pendingEmail && !editing && (
            <p role="status" className="mt-4 border-l-2 border-gold pl-3 text-sm">
              We have sent a link to <strong className="break-all">{pendingEmail}</strong>. Your email changes
              when you follow it; until then you sign in with {user.email}.
            </p>
          )}
        </div>
      </section>
      <ChangePasswordCard email={user.email} />
      <ProfilePhotoDialog user={user} open={photoOpen} onOpenChange={setPhotoOpen} />
    </div>
  );
}
