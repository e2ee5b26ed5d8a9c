/**
 * The account calls of docs/shop/storefront.md §7 and docs/shop/conventions.md §4, with their replies checked
 * against the domain schemas. Calls that sign in or ask for a reset say `auth: false`: their 401 is about the
 * call, not the session. A sign-in's reply carries the token for API clients; the browser's session is the cookie
 * the same reply sets.
 */
import { ApiError, api } from '#web/lib/api-client';
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

export const authApi = {
  login: (body: LoginBody, fallbackMessage: string) =>
    api('/api/auth/login-user', {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.SessionReply),
      auth: false,
      fallbackMessage,
    }),
  registerUser: (body: RegisterUserBody, fallbackMessage: string) =>
    api('/api/auth/register-user', {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.SessionReply),
      auth: false,
      fallbackMessage,
    }),
  registerAtCheckout: (body: CheckoutRegisterBody, fallbackMessage: string) =>
    api('/api/auth/register', {
      method: 'POST',
      body,
      schema: () => schemas().then((m) => m.SessionReply),
      auth: false,
      fallbackMessage,
    }),
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
