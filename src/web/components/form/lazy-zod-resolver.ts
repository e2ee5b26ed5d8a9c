/**
 * The form kit's one resolver (docs/decisions/123): react-hook-form's `zodResolver` over the domain's own schema —
 * the one the server runs, so the messages are the server's — where the schema and @hookform/resolvers load when
 * the form first validates. A form on a page's first load therefore brings no zod (docs/decisions/112 "zod off
 * the first load"); a form in a lazy chunk (the back office) pays one small wait on its first check.
 *
 * If the schema cannot be loaded (offline, a deploy replaced the chunk) the values go to the submit handler as
 * they are and the server's answer says what is wrong; the download is tried again on the next validation.
 */
import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** `() => import('…/domain/schemas/auth').then((m) => m.LoginBody)` */
export type SchemaLoader = () => Promise<z.ZodType>;

export interface SchemaIssue {
  path: ReadonlyArray<string | number>;
  message: string;
}

export interface SchemaOptions<In> {
  /**
   * A loader on the storefront (no zod on a first load); the schema itself where the form's chunk already holds
   * it (the back office, whose api/ files import the domain's schemas: a dynamic import there would move nothing
   * and only make the form wait).
   */
  schema: SchemaLoader | z.ZodType;
  /** What would be sent, built from the form's values: the schema checks this; issues land on the same paths. */
  toPayload?: (values: In) => unknown;
  /** Problems the schema cannot see (they need the form's own values); added under their paths. */
  extraIssues?: (values: In) => SchemaIssue[];
}

type Ready<In extends FieldValues, Out> = Resolver<In, unknown, Out>;

/** A zod schema is an object, a loader a function. */
const schemaOf = (schema: SchemaLoader | z.ZodType): Promise<z.ZodType> =>
  typeof schema === 'function' ? schema() : Promise.resolve(schema);

/** Adds issues to an error tree; a path that already has an error keeps it. */
function addIssues<In extends FieldValues>(errors: FieldErrors<In>, issues: SchemaIssue[]): FieldErrors<In> {
  const out = { ...errors } as Record<string, unknown>;
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.join('.') : 'root';
    const existing = path.split('.').reduce<unknown>((node, key) => (node as never)?.[key], out);
    if (!existing) set(out, path, { type: 'schema', message: issue.message } satisfies FieldError);
  }
  return out as FieldErrors<In>;
}

export function lazyZodResolver<In extends FieldValues, Out = In>(
  options: () => SchemaOptions<In>,
): Resolver<In, unknown, Out> {
  let ready: Promise<Ready<In, Out>> | undefined;
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), import('zod'), schemaOf(options().schema)]).then(
      ([{ zodResolver }, { z }, schema]) => {
        // The latest toPayload is read at each check (it may close over the page's state).
        const checked = options().toPayload
          ? z.preprocess((values) => options().toPayload!(values as In), schema)
          : schema;
        return zodResolver(checked as z.ZodType<Out, In>) as unknown as Ready<In, Out>;
      },
      (err: unknown) => {
        ready = undefined; // a failed download is tried again on the next validation
        throw err;
      },
    );

  return async (values, context, resolverOptions) => {
    ready ??= load();
    let resolve: Ready<In, Out>;
    try {
      resolve = await ready;
    } catch {
      const { toPayload } = options();
      return { values: (toPayload ? toPayload(values) : values) as Out, errors: {} };
    }
    const result = await resolve(values, context, resolverOptions);
    const extra = options().extraIssues?.(values) ?? [];
    if (extra.length === 0) return result;
    return { values: {}, errors: addIssues<In>(result.errors as FieldErrors<In>, extra) };
  };
}
