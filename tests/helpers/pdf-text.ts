/** A PDF's text as a reader would copy it, through poppler's pdftotext (installed by .ci/run). */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `layout`: keep the page's columns (rows of a table stay on one line). */
export async function pdfText(pdf: Buffer, options: { layout?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const args = [...(options.layout === false ? [] : ['-layout']), '-enc', 'UTF-8', file, '-'];
    const { stdout } = await run('pdftotext', args);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
