/**
 * DATA_DIR must be a folder the shop can write: the embedded database, uploaded images, the mail outbox and the
 * generated JWT secret live there. Checked before anything opens it, so a read-only or mistyped DATA_DIR stops the
 * start with one line naming the path — not with PGlite's `ErrnoError { errno: 2 }` from deep inside
 * (docs/decisions/082).
 */
import { constants } from 'node:fs';
import { access, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error';

/** The folders under DATA_DIR that are written after start-up, checked when they already exist. */
const SUBFOLDERS = ['db', 'uploads', 'outbox'];

function who(): string {
  return typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
}

function unusable(subject: string, err: unknown): StartupError {
  const code = (err as NodeJS.ErrnoException).code ?? 'error';
  const reason =
    code === 'ENOTDIR' || code === 'EEXIST'
      ? `is not a folder (${code}): set DATA_DIR to a folder, not a file`
      : code === 'EROFS'
        ? 'is on a read-only file system (EROFS): set DATA_DIR to a folder on a writable disk'
        : `is not writable (${code}): give the user running the shop${who()} write access to it, or set DATA_DIR to a folder it can write`;
  return new StartupError(`${subject} ${reason}.`, { cause: err });
}

/** Creates DATA_DIR when missing and checks that it and its existing sub-folders can be written. */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const dir = path.resolve(dataDir);
  try {
    await mkdir(dir, { recursive: true });
    if (!(await stat(dir)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    await access(dir, constants.W_OK | constants.X_OK);
  } catch (err) {
    throw unusable(`DATA_DIR ${dir}`, err);
  }
  for (const name of SUBFOLDERS) {
    const sub = path.join(dir, name);
    try {
      await access(sub, constants.W_OK | constants.X_OK);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw unusable(`DATA_DIR's ${name} folder ${sub}`, err);
    }
  }
}
