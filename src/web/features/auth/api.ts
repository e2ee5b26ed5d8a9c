/**
 * The account calls of docs/shop/storefront.md §7 and docs/shop/conventions.md §4, with their replies checked
 * against the domain schemas. Calls that sign in or ask for a reset say `auth: false`: their 401 is about the
 * call, not the session. A sign-in's reply carries the token for API clients; the browser's session is the cookie
 * the same reply sets.
 */
import { useState } from 'react';
import type { z } from 'zod';
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

type AuthSchemas = Awaited<ReturnType<typeof schemas>>;

/**
 * One account call: its method, path and reply schema (picked from the auth schemas, `(m) => m.UserReply`), plus
 * what it sends and whether it acts for the session — every call of `authApi` is this with its own values.
 */
const call = <S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  reply: (m: AuthSchemas) => S,
  fallbackMessage: string,
  options: { body?: unknown; auth?: false } = {},
) => api(path, { method, schema: () => schemas().then(reply), fallbackMessage, ...options });

/** A call that signs in (a login or a registration): it answers a session, and its 401 is about the call. */
const signIn = (
  path: string,
  body: LoginBody | RegisterUserBody | CheckoutRegisterBody,
  fallbackMessage: string,
) => call('POST', path, (m) => m.SessionReply, fallbackMessage, { body, auth: false });

export const authApi = {
  login: (body: LoginBody, fallbackMessage: string) => signIn('/api/auth/login-user', body, fallbackMessage),
  registerUser: (body: RegisterUserBody, fallbackMessage: string) =>
    signIn('/api/auth/register-user', body, fallbackMessage),
  registerAtCheckout: (body: CheckoutRegisterBody, fallbackMessage: string) =>
    signIn('/api/auth/register', body, fallbackMessage),
  getUser: (id: string, fallbackMessage: string) =>
    call('GET', `/api/auth/get-user/${encodeURIComponent(id)}`, (m) => m.UserReply, fallbackMessage),
  updateDetails: (body: UpdateProfileInput, fallbackMessage: string) =>
    call('PUT', '/api/auth/profile/update-detail', (m) => m.UserReply, fallbackMessage, { body }),
  changePassword: (body: ChangePasswordBody, fallbackMessage: string) =>
    call('PUT', '/api/auth/profile/change-password', (m) => m.MessageReply, fallbackMessage, { body }),
  confirmEmail: (token: string, fallbackMessage: string) =>
    call(
      'POST',
      `/api/auth/confirm-email/${encodeURIComponent(token)}`,
      (m) => m.EmailChangedReply,
      fallbackMessage,
      { auth: false },
    ),
  uploadPhoto: (file: File, fallbackMessage: string) => {
    const body = new FormData();
    body.append('profilePhoto', file);
    return call('PUT', '/api/auth/profile/update-photo', (m) => m.UserReply, fallbackMessage, { body });
  },
  deletePhoto: (fallbackMessage: string) =>
    call('DELETE', '/api/users/profile/delete-photo', (m) => m.UserReply, fallbackMessage),
  forgotPassword: (email: string, fallbackMessage: string) =>
    call('POST', '/api/auth/forgot-password', (m) => m.MessageReply, fallbackMessage, {
      body: { email },
      auth: false,
    }),
  resetPassword: (
    token: string,
    body: { newPassword: string; confirmPassword: string },
    fallbackMessage: string,
  ) =>
    call(
      'POST',
      `/api/auth/reset-password/${encodeURIComponent(token)}`,
      (m) => m.MessageReply,
      fallbackMessage,
      { body, auth: false },
    ),
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
