/**
 * The Profile tab: the shopper's photo and details, an inline form to edit name, phone and email
 * (PUT /api/auth/profile/update-detail), the photo dialog, and a way to change the password by e-mail.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, KeyRound, Pencil } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  AUTH_FALLBACKS,
  ProfileDetailsForm,
  type UserDto,
  type UserReply,
} from '../../../../domain/schemas/auth';
import { errorMessage } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { authApi, showServerFieldErrors } from '../api';
import { Avatar } from './Avatar';
import { FormError, TextField } from './fields';
import { ProfilePhotoDialog } from './ProfilePhotoDialog';

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date(iso));

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={value ? 'break-words' : 'text-muted'}>{value || 'Not given'}</dd>
    </div>
  );
}

function EditDetailsForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileDetailsForm>({
    resolver: zodResolver(ProfileDetailsForm),
    defaultValues: { name: user.name, mobile: user.mobile ?? '', email: user.email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await authApi.updateDetails(values, AUTH_FALLBACKS.updateProfile);
      queryClient.setQueryData<UserReply>(['auth', 'user', user._id], { success: true, user: reply.user });
      session.setUser(reply.user);
      toast.success(reply.message ?? 'Profile updated successfully!');
      onDone();
    } catch (err) {
      showServerFieldErrors(err, setError, ['name', 'mobile', 'email'] as const);
      const message = errorMessage(err, AUTH_FALLBACKS.updateProfile);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit your details">
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormError message={formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PasswordCard({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function send() {
    setState('sending');
    try {
      await authApi.forgotPassword(email, AUTH_FALLBACKS.forgot);
      setState('sent');
      toast.success(`We have sent a link to ${email}.`);
    } catch (err) {
      setState('idle');
      toast.error(errorMessage(err, AUTH_FALLBACKS.forgot));
    }
  }
  return (
    <section aria-labelledby="password-heading" className="border border-line bg-surface p-5 sm:p-8">
      <h3 id="password-heading" className="flex items-center gap-2 text-2xl">
        <KeyRound aria-hidden="true" className="h-5 w-5 text-gold" /> Password
      </h3>
      {state === 'sent' ? (
        <p role="status" className="mt-3 text-muted">
          Check your inbox: the link to choose a new password is valid for one hour.
        </p>
      ) : (
        <>
          <p className="mt-3 text-muted">
            To change your password we email you a link to choose a new one, so only you can do it.
          </p>
          <button type="button" className="btn-secondary mt-5" onClick={send} disabled={state === 'sending'}>
            {state === 'sending' ? 'Sending…' : 'Email me a link'}
          </button>
        </>
      )}
    </section>
  );
}

export function ProfileDetails({ user }: { user: UserDto }) {
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
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
            <EditDetailsForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <dl>
              <Detail term="Full Name" value={user.name} />
              <Detail term="Email" value={user.email} />
              <Detail term="Phone Number" value={user.mobile} />
            </dl>
          )}
        </div>
      </section>
      <PasswordCard email={user.email} />
      <ProfilePhotoDialog user={user} open={photoOpen} onOpenChange={setPhotoOpen} />
    </div>
  );
}
