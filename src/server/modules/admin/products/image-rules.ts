/** The shared image rules of add and edit (domain `productImageIssues`) as the API's 400. */
import type { ProductImageIssue } from '#domain/schemas/admin-product';
import { badRequest, type AppError } from '#server/errors';

/** Per variant: how many images it will have, kept or reused URLs plus new files. */
export function imageCounts(lists: ReadonlyArray<readonly string[]>): number[] {
  return lists.map((list) => list.length);
}

export function imageRuleError(issues: readonly ProductImageIssue[]): AppError {
  const errors = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return badRequest(issues[0]?.message ?? 'Invalid input.', errors);
}
