/**
 * The contact page's message form (docs/shop/storefront.md §5): name, email, subject and message, all required,
 * the email an email address. Success toasts the server's message; a failure its message or 'An error occurred.'
 */
import { useState } from 'react';
import { toast } from '#web/lib/toast';
import type { ContactMessageBody } from '#domain/schemas/appointments';
import { SERVICE_FALLBACKS } from '#domain/service-constants';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { serviceApi } from '../api';
import { FormError, TextAreaField, TextField, useForm } from '#web/components/form';
import { NameAndEmailFields } from './NameAndEmailFields';

export function ContactForm() {
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody>({
    schema: () => import('#domain/schemas/appointments').then((m) => m.ContactMessageBody),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const reply = await serviceApi.sendMessage(values);
      toast.success(reply.message);
      setSent(reply.message);
      reset({ name: values.name, email: values.email, subject: '', message: '' });
    } catch (err) {
      const message = errorMessage(err, SERVICE_FALLBACKS.contact);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Send us a message">
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields
          name={{ ...register('name'), error: errors.name?.message }}
          email={{ ...register('email'), error: errors.email?.message }}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <FormError message={formError} />
      {sent && (
        <p role="status" className="border-l-2 border-success pl-3 text-success">
          {sent}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
