/**
 * A react-hook-form resolver whose zod schema — and @hookform/resolvers — load when the form first validates,
 * so a form shown on a page's first load does not bring zod with it (docs/decisions/112 "zod off the first
 * load"). Once loaded it is exactly `zodResolver(schema)`: the domain's schema, the one the server runs, with its
 * messages.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<z.ZodType>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as z.ZodType<Output, Input>) as unknown as Resolver<Input, unknown, Output>,
      (err: unknown) => {
        ready = undefined; // a failed download is tried again on the next validation
        throw err;
      },
    );
    return (await ready)(values, context, options);
  };
  return resolver;
}
