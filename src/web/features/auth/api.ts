/**
 * The account calls of docs/shop/storefront.md §7 and docs/shop/conventions.md §4, with their replies checked
 * against the domain schemas. Calls that sign in or ask for a reset say `auth: false`: their 401 is about the
 * call, not the session. A sign-in's reply carries the token for API clients; the browser's session is the cookie
 * the same reply sets.
 */
import { useState } from 'react';
import { ApiError, api } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import type {
  ChangePasswordBody,
  CheckoutRegisterBody,
  LoginBody,
  RegisterUserBody,
  UpdateProfileInput,
} from '#domain/schemas/auth';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/auth');

/** A call that signs in (a login or a registration): it answers a session, and its 401 is about the call. */
const signIn = (
  path: string,
  body: LoginBody | RegisterUserBody | CheckoutRegisterBody,
  fallbackMessage: string,
) =>
  api(path, {
    method: 'POST',
    body,
    schema: () => schemas().then((m) => m.SessionReply),
    auth: false,
    fallbackMessage,
  });

export const authApi = {
  login: (body: LoginBody, fallbackMessage: string) => signIn('/api/auth/login-user', body, fallbackMessage),
  registerUser: (body: RegisterUserBody, fallbackMessage: string) =>
    signIn('/api/auth/register-user', body, fallbackMessage),
  registerAtCheckout: (body: CheckoutRegisterBody, fallbackMessage: string) =>
    signIn('/api/auth/register', body, fallbackMessage),
  getUser: (id: string, fallbackMessage: string) =>
    api(`/api/auth/get-user/${encodeURIComponent(id)}`, {
      schema: () => schemas().then((m) => m.UserReply),
      fallbackMessage,
    }),
  updateDetails: (body: UpdateProfileInput, fallbackMessage: string) =>
    api('/api/auth/profile/update-detail', {
      method: 'PUT',
      body,
      schema: () => schemas().then((m) => m.UserReply),
      fallbackMessage,
    }),
  changePassword: (body: ChangePasswordBody, fallbackMessage: string) =>
    api('/api/auth/profile/change-password', {
      method: 'PUT',
      body,
      schema: () => schemas().then((m) => m.MessageReply),
      fallbackMessage,
    }),
  confirmEmail: (token: string, fallbackMessage: string) =>
    api(`/api/auth/confirm-email/${encodeURIComponent(token)}`, {
      method: 'POST',
      schema: () => schemas().then((m) => m.EmailChangedReply),
      auth: false,
      fallbackMessage,
    }),
  uploadPhoto: (file: File, fallbackMessage: string) => {
    const form = new FormData();
    form.append('profilePhoto', file);
    return api('/api/auth/profile/update-photo', {
      method: 'PUT',
      body: form,
      schema: () => schemas().then((m) => m.UserReply),
      fallbackMessage,
    });
  },
  deletePhoto: (fallbackMessage: string) =>
    api('/api/users/profile/delete-photo', {
      method: 'DELETE',
      schema: () => schemas().then((m) => m.UserReply),
      fallbackMessage,
    }),
  forgotPassword: (email: string, fallbackMessage: string) =>
    api('/api/auth/forgot-password', {
      method: 'POST',
      body: { email },
      schema: () => schemas().then((m) => m.MessageReply),
      auth: false,
      fallbackMessage,
    }),
  resetPassword: (
    token: string,
    body: { newPassword: string; confirmPassword: string },
    fallbackMessage: string,
  ) =>
    api(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.MessageReply),
      auth: false,
      fallbackMessage,
    }),
};

/** Puts the server's field errors (`errors[{path, message}]`) next to the matching fields. */
export function showServerFieldErrors<F extends string>(
  err: unknown,
  setError: (name: F, error: { type: string; message: string }) => void,
  fields: readonly F[],
): void {
  if (!(err instanceof ApiError) || !err.errors) return;
  for (const e of err.errors) {
    const field = fields.find((f) => f === e.path);
    if (field) setError(field, { type: 'server', message: e.message });
  }
}

/** Whether the request never got an answer (network down): the "An error occurred…" fallbacks. */
export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * A form's refusal: the sentence under the form (FormError) and in a toast, cleared when the form is sent again.
 * (Here, beside the other refusal helpers, so it travels in the calls' chunk rather than one of its own.)
 */
export function useFormFailure() {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    fail: (message: string) => {
      setFormError(message);
      toast.error(message);
    },
  };
}
