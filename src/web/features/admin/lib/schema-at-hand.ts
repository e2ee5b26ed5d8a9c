/**
 * The form kit takes its schema as a loader, so that a storefront form brings no zod on a page's first load
 * (docs/decisions/112, 123). The back office is itself a lazily loaded chunk whose api/ files already import the
 * domain's schemas, so a dynamic import of one from a form would move nothing into another chunk (Vite's
 * INEFFECTIVE_DYNAMIC_IMPORT) and only make the form wait: the admin forms hand the kit the schema they hold.
 */
import type { z } from 'zod';
import type { SchemaLoader } from '#web/components/form';

export const schemaAtHand =
  (schema: z.ZodType): SchemaLoader =>
  () =>
    Promise.resolve(schema);
