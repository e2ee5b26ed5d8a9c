/**
 * One id pattern (src/domain/ids.ts, decision 120): the server's checks (isUuid) and the domain schemas (uuid())
 * accept and refuse the same ids — any 8-4-4-4-12 hexadecimal text, as PostgreSQL's uuid type reads it.
 */
import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, isUuid } from '#domain/ids';
import { Id, uuid } from '#domain/schemas/common';
import { CartLineParams } from '#domain/schemas/cart';

const WELL_FORMED = [
  '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11',
  '2B7E1A52-9A4C-4C36-8F0E-0F8D2B9B1C11',
  // No RFC version or variant digit: PostgreSQL stores it all the same, so it is looked up (404), not refused.
  '00000000-0000-0000-0000-000000000001',
];
const MALFORMED = [
  '',
  'not-a-uuid',
  '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c1',
  '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c111',
  '2b7e1a529a4c4c368f0e0f8d2b9b1c11',
  '{2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11}',
  ' 2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c11',
  '2b7e1a52-9a4c-4c36-8f0e-0f8d2b9b1c1g',
];

describe('the id pattern', () => {
  it('is one rule for the server and the schemas', () => {
    for (const id of WELL_FORMED) {
      expect(isUuid(id), id).toBe(true);
      expect(UUID_PATTERN.test(id), id).toBe(true);
      expect(Id.safeParse(id).success, id).toBe(true);
      expect(CartLineParams.safeParse({ id }).success, id).toBe(true);
    }
    for (const id of MALFORMED) {
      expect(isUuid(id), id).toBe(false);
      expect(Id.safeParse(id).success, id).toBe(false);
    }
    for (const value of [undefined, null, 42, {}]) expect(isUuid(value)).toBe(false);
  });

  it("answers with the caller's message", () => {
    const r = uuid('Import not found.').safeParse('x');
    expect(!r.success && r.error.issues[0]!.message).toBe('Import not found.');
    const missing = CartLineParams.safeParse({});
    expect(!missing.success && missing.error.issues[0]!.message).toBe('Item not found in your cart.');
  });
});
