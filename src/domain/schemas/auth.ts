/**
 * Accounts: sign-up, login, profile and password reset (docs/shop/storefront.md §2, §3, §5, §7, §8;
 * docs/shop/conventions.md §4). The server validates every payload with these schemas and the web forms use the
 * same ones, so a message the shopper sees next to a field is the message the API would answer with.
 *
 * Unknown keys are stripped (zod's default), which is how a `role` sent in a sign-up or profile payload is
 * ignored: only ADMIN_EMAIL or an admin makes admins.
 */
import { z } from 'zod';
import { BUSINESS, ROLES } from '../business-constants';
import { ImageRef, MessageReply, Timestamp, okReply, trimmedText } from './common';
import { AUTH_MESSAGES, AUTH_REPLIES, AUTH_FALLBACKS } from '../auth-messages';

/** Re-exported: the server imports them from here; the web app imports them from ../auth-messages. */
export { AUTH_MESSAGES, AUTH_REPLIES, AUTH_FALLBACKS };
/** Re-exported: the server's auth routes import it from here. */
export { MessageReply };

export const Name = trimmedText(AUTH_MESSAGES.nameRequired, 100, AUTH_MESSAGES.nameTooLong);

export const Email = trimmedText(AUTH_MESSAGES.emailRequired, 254, AUTH_MESSAGES.emailInvalid).pipe(
  z.email({ message: AUTH_MESSAGES.emailInvalid }),
);

/** Digits with an optional leading +, spaces, dashes or brackets; 7 to 15 digits as E.164 allows. */
const PHONE_RE = /^\+?[0-9 ()-]{7,24}$/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;

export const Phone = trimmedText(AUTH_MESSAGES.phoneRequired).refine(
  (s) => PHONE_RE.test(s) && digitCount(s) >= 7 && digitCount(s) <= 15,
  {
    message: AUTH_MESSAGES.phoneInvalid,
  },
);

/** A phone that may be left empty (profile); empty becomes null. */
export const OptionalPhone = z.preprocess(
  (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v),
  Phone.nullable(),
);

/**
 * A new password (NIST SP 800-63B): at least 8 characters, not all spaces, never trimmed, no composition rules.
 * The server also refuses passwords on a list of common and breached ones and the account's own e-mail
 * (server/lib/password-policy.ts: the list is too big for the browser).
 */
export const NewPassword = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired })
  .min(BUSINESS.minPasswordLength, { message: AUTH_MESSAGES.passwordTooShort })
  .max(128, { message: AUTH_MESSAGES.passwordTooLong })
  .refine((v) => v.trim() !== '', { message: AUTH_MESSAGES.passwordBlank });

/** POST /api/auth/register-user (the sign-up page). */
export const RegisterUserBody = z.object({
  name: Name,
  phone: Phone,
  email: Email,
  password: NewPassword,
});
export type RegisterUserBody = z.infer<typeof RegisterUserBody>;

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
/** The API checks a new password's confirmation only when it is sent. */
const confirmedWhenSent = (v: { newPassword: string; confirmPassword?: string | undefined }) =>
  v.confirmPassword === undefined || v.confirmPassword === v.newPassword;
/** Every "the passwords differ" refusal, reported at the confirmation. */
const PASSWORDS_DIFFER = { error: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] };
/** A confirmation the forms ask for (the API's optional one is NewPasswordFields'). */
const ConfirmPassword = z
  .string({ message: AUTH_MESSAGES.confirmRequired })
  .min(1, { message: AUTH_MESSAGES.confirmRequired });

/** POST /api/auth/register (checkout step 1): all four required, the passwords must match. */
export const CheckoutRegisterBody = z
  .object({
    name: Name,
    email: Email,
    password: NewPassword,
    confirmPassword: ConfirmPassword,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type CheckoutRegisterBody = z.infer<typeof CheckoutRegisterBody>;

/** The sign-up form: the API's payload plus the confirmation and the terms (checked in the browser). */
export const SignupForm = z
  .object({
    name: Name,
    phone: Phone,
    email: Email,
    password: NewPassword,
    confirmPassword: z.string(),
    terms: z.boolean().refine((v) => v, { message: AUTH_MESSAGES.termsRequired }),
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type SignupForm = z.infer<typeof SignupForm>;

/** POST /api/auth/login-user. Only presence is checked: a wrong password of any length is just wrong. */
export const LoginBody = z.object({
  email: trimmedText(AUTH_MESSAGES.loginMissing, 254, AUTH_REPLIES.badCredentials),
  password: z
    .string({ message: AUTH_MESSAGES.loginMissing })
    .min(1, { message: AUTH_MESSAGES.loginMissing })
    .max(128, { message: AUTH_REPLIES.badCredentials }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The password an account already has, asked again before a sensitive change (only presence is checked). */
export const CurrentPassword = z
  .string({ message: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, { message: AUTH_MESSAGES.currentPasswordRequired })
  .max(128, { message: AUTH_MESSAGES.currentPasswordWrong });

/**
 * PUT /api/auth/profile/update-detail. A new e-mail address also needs `currentPassword`, and only takes effect
 * when the link mailed to it is followed (docs/decisions/088); name and mobile change at once.
 */
export const UpdateProfileBody = z.object({
  name: Name,
  mobile: OptionalPhone,
  email: Email,
  currentPassword: z.string().max(128, { message: AUTH_MESSAGES.currentPasswordWrong }).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;

/** The profile's edit form: the same rules with the phone as a plain (possibly empty) string. */
export const ProfileDetailsForm = z.object({
  name: Name,
  mobile: z
    .string()
    .trim()
    .refine((v) => v === '' || Phone.safeParse(v).success, { message: AUTH_MESSAGES.phoneInvalid }),
  email: Email,
  /** Asked for (and required by the server) only when the e-mail address changes. */
  currentPassword: z.string().max(128).optional(),
});
export type ProfileDetailsForm = z.infer<typeof ProfileDetailsForm>;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** A new password and, optional for the API, its confirmation (checked when sent). */
const NewPasswordFields = { newPassword: NewPassword, confirmPassword: z.string().optional() };

/** POST /api/auth/reset-password/{token}. */
export const ResetPasswordBody = z.object(NewPasswordFields).refine(confirmedWhenSent, PASSWORDS_DIFFER);
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * The reset page's form (docs/shop/storefront.md §5): both required, must match, and the server's length rule.
 */
export const ResetPasswordForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.newPassword || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.resetFieldsMissing, path: ['newPassword'] });
      return;
    }
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
      return;
    }
    const length = NewPassword.safeParse(v.newPassword);
    if (!length.success)
      ctx.addIssue({ code: 'custom', message: length.error.issues[0]!.message, path: ['newPassword'] });
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** The profile's change-password form: the API's payload with the confirmation required. */
export const ChangePasswordForm = z
  .object({ currentPassword: CurrentPassword, ...NewPasswordFields, confirmPassword: ConfirmPassword })
  .refine(confirmedWhenSent, PASSWORDS_DIFFER);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** PUT /api/auth/profile/change-password: the current password, then a new one (confirmation checked when sent). */
export const ChangePasswordBody = z
  .object({ currentPassword: CurrentPassword, ...NewPasswordFields })
  .refine(confirmedWhenSent, PASSWORDS_DIFFER);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Reset and e-mail-change tokens in links are random base64url strings; anything else cannot be one. */
const TOKEN_RE = /^[A-Za-z0-9_-]+$/;
const tokenParams = (message: string) =>
  z.object({
    token: z
      .string()
      .min(BUSINESS.resetTokenMinLength, { message })
      .max(200, { message })
      .regex(TOKEN_RE, { message }),
  });
export const ResetTokenParams = tokenParams(AUTH_REPLIES.resetLinkInvalid);
/** POST /api/auth/confirm-email/{token}: the link mailed to a new address. */
export const EmailChangeTokenParams = tokenParams(AUTH_REPLIES.emailChangeInvalid);

/** The user as every auth reply carries it (docs/shop/storefront.md §3 "Auth"). */
export const UserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  image: ImageRef.nullable(),
  createdAt: Timestamp,
});
export type UserDto = z.infer<typeof UserDto>;

export const UserReply = okReply({
  user: UserDto,
  message: z.string().optional(),
  /** update-detail: the new address waiting for its confirmation link (the user's e-mail is still the old one). */
  pendingEmail: z.string().optional(),
});
export type UserReply = z.infer<typeof UserReply>;

/** Sign-up, checkout register and login: the user and a session token. */
export const SessionReply = MessageReply.extend({ token: z.string(), user: UserDto });
export type SessionReply = z.infer<typeof SessionReply>;

/** POST /api/auth/confirm-email/{token}: the address the account now has. */
export const EmailChangedReply = MessageReply.extend({ email: z.string() });
export type EmailChangedReply = z.infer<typeof EmailChangedReply>;
