/**
 * Zod issues as react-hook-form's nested errors, for unit tests of a form's payload builders against the domain's
 * schema: each issue on the field with the same path (`variants.1.sku`), as the form kit's resolver files it.
 */
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

type Issue = { path: PropertyKey[]; message: string };

/** Nested react-hook-form errors from zod issues; the first issue of a path wins. */
export function issuesToErrors<T extends FieldValues>(issues: readonly Issue[]): FieldErrors<T> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (path.length === 0) path.push('root');
    let node: Record<string | number, unknown> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const nextIsIndex = typeof path[i + 1] === 'number';
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
    const last = path[path.length - 1]!;
    if (node[last] === undefined)
      node[last] = { type: 'schema', message: issue.message } satisfies FieldError;
  }
  return root as FieldErrors<T>;
}

/** The first message among a form's errors, in field order (for the toast after a refused submit). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  const seen = new Set<unknown>();
  const walk = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object' || seen.has(node)) return undefined;
    seen.add(node);
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  return walk(errors);
}
