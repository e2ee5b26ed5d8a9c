/**
 * fast-check arbitraries of hostile request bodies. Values are built as a small tree and serialised by hand, so a
 * body can carry what JSON.stringify would never write: `__proto__` keys, number literals such as 1e999, lone
 * surrogates, ten thousand levels of nesting.
 */
import fc from 'fast-check';

/** A JSON value whose object keys may be anything, and whose numbers may be raw literals. */
export type Node =
  string | number | boolean | null | { raw: string } | { list: Node[] } | { entries: Array<[string, Node]> };

export function serialise(node: Node): string {
  if (node === null || typeof node === 'boolean') return String(node);
  if (typeof node === 'number') return Number.isFinite(node) ? JSON.stringify(node) : 'null';
  if (typeof node === 'string') return JSON.stringify(node);
  if ('raw' in node) return node.raw;
  if ('list' in node) return `[${node.list.map(serialise).join(',')}]`;
  return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
}

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'ring\u0000--',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\u202Egnir\u202C',
  'مرحبا بالعالم',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301',
  '💍💎👩🏽‍🦱',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0.5',
  '1e309',
  '0x1F',
  '1_000',
  '99999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'a@b',
  'someone@example.com',
  'x'.repeat(513),
  '9'.repeat(300),
];

/** Roughly a megabyte: under the 1 MB body limit on its own, over it with anything else. */
export const HUGE_STRINGS = ['x'.repeat(1_000_000), '₹'.repeat(330_000), '\u0000'.repeat(150_000)];

const SPECIAL_NUMBERS: Node[] = [
  0,
  -0,
  -1,
  -1.5,
  0.5,
  0.001,
  1.999,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
  { raw: '1e999' },
  { raw: '-1e999' },
  { raw: '1E-400' },
  { raw: '123456789012345678901234567890' },
  { raw: '-0.0000000000000000001' },
];

export function hostileString(extra: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    ...(extra.length ? [{ weight: 3, arbitrary: fc.constantFrom(...extra) }] : []),
  );
}

export function hostileNumber(): fc.Arbitrary<Node> {
  return fc.oneof(
    fc.constantFrom(...SPECIAL_NUMBERS),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Any hostile value: wrong types, odd numbers and strings, arrays and objects with polluting keys. */
export function hostileValue(extraStrings: string[] = [], depth = 3): fc.Arbitrary<Node> {
  const { value } = fc.letrec<{ value: Node }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: depth },
      { weight: 4, arbitrary: hostileString(extraStrings) },
      { weight: 3, arbitrary: hostileNumber() },
      { weight: 1, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((list) => ({ list })),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(
            fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), tie('value')),
            {
              maxLength: 4,
            },
          )
          .map((entries) => ({ entries })),
      },
    ),
  }));
  return value;
}

/** An object using the names a handler reads, each with a hostile value (so every field gets wrong types). */
export function hostileRecord(fieldNames: string[], extraStrings: string[]): fc.Arbitrary<Node> {
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
          { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
        ),
        hostileValue(extraStrings),
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((entries) => ({ entries }));
}

/** Hand-written bodies no generator would stumble on. */
export const HOSTILE_TEXTS: string[] = [
  '{"__proto__":{"polluted":"yes","isAdmin":true},"role":"admin"}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
  '{"quantity":1e999,"price":-1e999,"stock":NaN}',
  '{"quantity":"NaN","price":"Infinity"}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '{"email":"a@b.c","password":"x"',
  '{"email":"\\ud800@example.com","name":"\\u0000"}',
  '"just a string"',
  '12345',
  'null',
  'true',
  '[]',
  '[{}]',
  '{}',
  '',
  '\u0000',
  '{"a":1,"a":2}',
  `{"name":"${'x'.repeat(1_100_000)}"}`,
];

/** Content types a JSON route should refuse (or read as nothing) rather than choke on. */
export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'totally/bogus; ;;;=',
];
