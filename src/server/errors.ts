/**
 * Errors a handler throws on purpose. The error handler (plugins/error-handler.ts) turns them into the reply
 * shape of docs/shop/conventions.md §2: `{ success: false, message, errors? }` with the status given here.
 */
import type { z } from 'zod';

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldError[],
    /** Extra reply fields (e.g. the existing order for an idempotent repeat). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const serviceUnavailable = (
  message = 'The shop is briefly unavailable. Please try again in a moment.',
) => new AppError(503, message);

export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * Validates input with a domain schema and throws a 400 whose message is the first problem's message — the
 * spec's wording lives in the schemas — and whose `errors` list every field.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = zodIssuesToFieldErrors(result.error.issues);
  throw badRequest(errors[0]?.message ?? 'Invalid input.', errors);
}
