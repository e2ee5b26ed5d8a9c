/** Reads the shared test server's e-mail outbox (`<dataDir>/outbox/*.eml`, docs/shop/conventions.md §1). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eEnv } from './e2e-env';

/** The decoded text of an .eml file: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header value with RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Waits for the newest mail to `to` whose subject matches, and answers its decoded source. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(e2eEnv('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  // Polled: the mail is written after the reply that caused it.
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const toLine = /^To: (.*)$/m.exec(head)?.[1] ?? '';
      const subjectLine = decodeHeader(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
      const text = decodeQuotedPrintable(raw);
      if (toLine.toLowerCase().includes(to.toLowerCase()) && subject.test(subjectLine)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
