/**
 * Hostile multipart/form-data bodies: files that are not what they claim (random bytes, an SVG with a script, a
 * PNG header on garbage, an empty file), polluting and unknown field names, path-traversal file names, and
 * broken framing (wrong or missing boundary, cut-off bodies, bare LF line ends, too many parts).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { FORM_FIELD_NAMES } from './field-names';
import { POLLUTION_KEYS, serialise, type Node } from './payloads';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A real 1×1 PNG: accepted and stored, so a refusal afterwards must take the stored files away again. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FILES: Array<{ data: Buffer; contentType: string }> = [
  { data: TINY_PNG, contentType: 'image/png' },
  { data: TINY_PNG, contentType: 'text/csv' },
  { data: Buffer.alloc(0), contentType: 'image/png' },
  { data: Buffer.concat([PNG_HEADER, randomBytes(200)]), contentType: 'image/png' },
  {
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    contentType: 'image/svg+xml',
  },
  { data: Buffer.from('GIF89a'), contentType: 'image/gif' },
  { data: Buffer.from('%PDF-1.4\n%\u00e2\u00e3'), contentType: 'image/jpeg' },
  { data: Buffer.from('title,price\n=cmd|/c calc,-5\n"unterminated,1e999\n'), contentType: 'text/csv' },
  { data: Buffer.from('\uFEFFtitle;price\r\n\u0000;\uD800\r\n'), contentType: 'text/csv' },
  { data: Buffer.from('x'.repeat(200_000)), contentType: 'text/csv' },
];
const FILE_NAMES = [
  'photo.png',
  '../../../etc/passwd',
  'a\u0000.png',
  '💍.webp',
  'x'.repeat(300),
  '',
  'C:\\boot.ini',
];

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export interface RawBody {
  payload: Buffer;
  contentType: string;
}

function frame(parts: Part[], boundary: string, eol: string, close: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name}"`
        : `form-data; name="${p.name}"; filename="${p.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}${eol}Content-Disposition: ${disposition}${eol}` +
          (p.contentType ? `Content-Type: ${p.contentType}${eol}` : '') +
          eol,
      ),
      p.data,
      Buffer.from(eol),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

export function multipartBody(fieldNames: string[], fieldValue: fc.Arbitrary<Node>): fc.Arbitrary<RawBody> {
  const names = [...FORM_FIELD_NAMES, ...fieldNames.slice(0, 60)];
  const name = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((s) => s.replace(/["\r\n]/g, '')) },
  );
  const filePart: fc.Arbitrary<Part> = fc
    .tuple(
      name,
      fc.constantFrom(...FILE_NAMES),
      fc.oneof(
        fc.constantFrom(...FILES),
        fc.uint8Array({ maxLength: 2048 }).map((a) => ({ data: Buffer.from(a), contentType: 'image/webp' })),
      ),
    )
    .map(([n, filename, file]) => ({ name: n, filename: filename.replace(/["\r\n]/g, ''), ...file }));
  const fieldPart: fc.Arbitrary<Part> = fc
    .tuple(name, fieldValue)
    .map(([n, v]) => ({ name: n, data: Buffer.from(typeof v === 'string' ? v : serialise(v)) }));
  return fc
    .record({
      parts: fc.array(fc.oneof(filePart, fieldPart), { maxLength: 6 }),
      framing: fc.constantFrom(
        'ok',
        'ok',
        'ok',
        'lf',
        'cut',
        'unclosed',
        'wrong-boundary',
        'no-boundary',
        'many',
      ),
    })
    .map(({ parts, framing }) => {
      const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
      let list = parts;
      if (framing === 'many')
        list = Array.from({ length: 120 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('1') }));
      let payload = frame(list, boundary, framing === 'lf' ? '\n' : '\r\n', framing !== 'unclosed');
      if (framing === 'cut') payload = payload.subarray(0, Math.floor(payload.length / 2));
      const contentType =
        framing === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${framing === 'wrong-boundary' ? 'nope' : boundary}`;
      return { payload, contentType };
    });
}
