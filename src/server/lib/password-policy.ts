/**
 * What a new password must not be (NIST SP 800-63B §3.1.1.2, docs/decisions/089): a value on a list of commonly
 * used or breached passwords, or the account's own e-mail address. Length and "not only spaces" are in the shared
 * schema (domain/schemas/auth.ts `NewPassword`), so the forms say them before sending; this list (≈18,000
 * passwords of 8 or more characters from @zxcvbn-ts/language-common, a maintained package) stays on the server.
 * The same check runs at sign-up, checkout register, password reset and password change.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { BUSINESS } from '#domain/business-constants';
import { AUTH_MESSAGES } from '#domain/auth-messages';
import { badRequest } from '../errors';

let common: Set<string> | undefined;

/** Built on first use (≈20 ms): only passwords long enough to pass the length rule can matter. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= BUSINESS.minPasswordLength)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

/** The reason a password is refused, or null. Case does not make a common password uncommon. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  const folded = password.trim().toLowerCase();
  if (commonPasswords().has(folded)) return AUTH_MESSAGES.passwordCommon;
  const email = context.email?.trim().toLowerCase();
  if (email && (folded === email || folded === email.split('@')[0])) return AUTH_MESSAGES.passwordIsEmail;
  return null;
}

/** Throws 400 naming the field when the password is refused. */
export function assertPasswordAllowed(password: string, field: string, context: { email?: string } = {}) {
  const problem = passwordProblem(password, context);
  if (problem) throw badRequest(problem, [{ path: field, message: problem }]);
}
