/**
 * A database that cannot be opened at start-up, said in one line: which database, what went wrong, what to do.
 * PGlite's own words for a damaged folder are "Aborted(). Build with -sASSERTIONS…" and node-postgres's for a
 * stopped server a bare "connect ECONNREFUSED" (docs/decisions/082). DATABASE_URL's password is never printed.
 */
import { oneLine, StartupError } from '../lib/startup-error';

/** The embedded database's folder could not be opened: most likely its files are damaged. */
export function pgliteOpenError(dir: string, err: unknown): StartupError {
  const raw = err instanceof Error ? err.message : String(err);
  const reason =
    oneLine(raw.replace(/\s*Build with -sASSERTIONS for more info\.?/i, '')).replace(/\.$/, '') ||
    'unknown error';
  return new StartupError(
    `The embedded database in ${dir} could not be opened (${reason}): its files may be damaged. ` +
      'Restore a backup with `npm run restore -- <file>` (README "Backup and restore"), or move the folder away ' +
      'to start with an empty database.',
    { cause: err },
  );
}

/** Host and port of a postgres:// URL, for messages (never the user's password). */
export function describeServer(url: string): { server: string; user: string; database: string } {
  try {
    const u = new URL(url);
    const host = u.hostname || u.searchParams.get('host') || 'localhost';
    return {
      server: `${host}:${u.port || '5432'}`,
      user: decodeURIComponent(u.username) || 'the default user',
      database:
        decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
    };
  } catch {
    return { server: 'the DATABASE_URL server', user: 'the DATABASE_URL user', database: 'the database' };
  }
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; errors?: unknown[]; cause?: unknown };
  if (typeof e?.code === 'string') return e.code;
  // Every address of a host name refused: an AggregateError whose parts carry the code.
  if (Array.isArray(e?.errors)) return e.errors.map(codeOf).find(Boolean);
  return e?.cause ? codeOf(e.cause) : undefined;
}

/** PostgreSQL of DATABASE_URL could not be reached or refused us. */
export function postgresConnectError(url: string, err: unknown): StartupError {
  const { server, user, database } = describeServer(url);
  const code = codeOf(err);
  let message = err instanceof Error ? oneLine(err.message) : String(err);
  const password = passwordOf(url);
  if (password) message = message.split(password).join('***');
  const at = `PostgreSQL at ${server}`;
  let text: string;
  switch (code) {
    case 'ECONNREFUSED':
      text = `DATABASE_URL: nothing answers at ${server} (ECONNREFUSED): check that PostgreSQL is running there and that DATABASE_URL names the right host and port.`;
      break;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      text = `DATABASE_URL: the host of ${server} cannot be found (${code}): check the host name in DATABASE_URL and the DNS.`;
      break;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      text = `DATABASE_URL: ${server} cannot be reached (${code}): check the host, the port and any firewall between.`;
      break;
    case '28P01':
      text = `DATABASE_URL: ${at} refused the password of user "${user}" (28P01): check the user and password in DATABASE_URL.`;
      break;
    case '28000':
      text = `DATABASE_URL: ${at} refused user "${user}" (28000: ${message}): check the user in DATABASE_URL and the server's pg_hba.conf.`;
      break;
    case '3D000':
      text = `DATABASE_URL: ${at} has no database "${database}" (3D000): create it (createdb ${database}) or fix its name in DATABASE_URL.`;
      break;
    default:
      text = /timeout/i.test(message)
        ? `DATABASE_URL: ${server} did not answer in time (timeout): check the host, the port and any firewall between.`
        : `DATABASE_URL: could not connect to ${at} (${code ? `${code}: ` : ''}${message}): check DATABASE_URL and that the server accepts connections.`;
  }
  return new StartupError(text, { cause: err });
}
