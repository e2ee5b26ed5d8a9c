/**
 * The Metal rates form's schema: each field as the server checks a rate (`RatePerGramInput`, its messages); a
 * blank field of a key never set is left out before the check (rate-form-model `fieldsToCheck`). Loaded by the
 * form kit on the form's first check (docs/decisions/123).
 */
import { z } from 'zod';
import { RatePerGramInput } from '#domain/schemas/rates';

export const RateFormSchema = z.object({
  rates: z.array(z.object({ ratePerGram: RatePerGramInput.optional() })),
});
