/**
 * Which failures mean "the database is not reachable right now" (503) and which are still 500s — the error
 * shapes node-postgres and Drizzle produce when PostgreSQL stops, crashes, refuses or is out of reach. The
 * PostgreSQL outage test (postgres-outage.test.ts) meets some of them for real; this lists them all.
 */
import { describe, expect, it } from 'vitest';
import { describeError, isDatabaseUnavailable } from '#server/plugins/error-handler';

const withCode = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });
/** Drizzle wraps the driver's error: "Failed query: …" with the driver's error as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('database connection failures answer 503', () => {
  const unavailable: Array<[string, unknown]> = [
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'admin shutdown (pg_ctl stop -m fast)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'crash shutdown',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['starting up / shutting down', withCode('the database system is shutting down', '57P03')],
    ['SQLSTATE class 08, any subclass', withCode('protocol violation', '08P01')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    ['wrapped by Drizzle', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    [
      'every address of a host name refused (AggregateError)',
      wrapped(
        Object.assign(
          new AggregateError(
            [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('x', 'ECONNREFUSED')],
            '',
          ),
          { code: undefined },
        ),
      ),
    ],
    [
      'a Unix socket that is gone',
      withCode('connect ENOENT /run/postgresql/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
    ],
    ['DNS not answering', withCode('getaddrinfo EAI_AGAIN db', 'EAI_AGAIN')],
  ];
  it.each(unavailable)('%s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(describeError(err)).toEqual({
      status: 503,
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    });
  });

  const notUnavailable: Array<[string, unknown]> = [
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a missing file',
      withCode("ENOENT: no such file or directory, open 'x.png'", 'ENOENT', { syscall: 'open' }),
    ],
    ['a syntax error in SQL', wrapped(withCode('syntax error at or near "selec"', '42601'))],
  ];
  it.each(notUnavailable)('but %s stays a 500 with the generic message', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(describeError(err)).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it.each([
    ['a NUL byte', '22021'],
    ['an invalid byte sequence', '22P05'],
  ])("text PostgreSQL cannot store (%s) is the client's mistake: 400", (_name, code) => {
    const err = wrapped(withCode('invalid byte sequence for encoding "UTF8": 0x00', code));
    expect(describeError(err)).toEqual({
      status: 400,
      message: 'The request contains characters that cannot be stored.',
    });
  });
});
