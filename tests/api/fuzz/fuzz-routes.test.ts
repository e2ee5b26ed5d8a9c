/**
 * Property-based fuzzing of every API route that takes a body (POST, PUT, PATCH, DELETE), found by an `onRoute`
 * hook while the app is built — a new route is fuzzed without being listed here. Each route gets random and
 * hostile JSON, wrong content types and hostile multipart bodies, as a guest, a shopper, an admin and a forged
 * token. Every answer must be below 500, refusals must have the shape of docs/shop/conventions.md §2 and leak
 * nothing, and a refused request must leave every table as it was. Seeded: FUZZ_SEED=<n> replays a run,
 * FUZZ_RUNS=<n> sets its length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createUser, type TestUser } from '#tests/helpers/users';
import { queryRows } from '#server/db/client';
import { listFiles } from '#server/lib/list-files';
import { RATE_LIMIT_NAMES } from '#server/lib/rate-limit/rules';
import { changedTables, fingerprint, type Fingerprint } from './db-snapshot';
import { domainFieldNames, FORM_FIELD_NAMES, zodKeys } from './field-names';
import { multipartBody, type RawBody } from './multipart-bodies';
import {
  HOSTILE_TEXTS,
  HUGE_STRINGS,
  ODD_CONTENT_TYPES,
  hostileRecord,
  hostileString,
  hostileValue,
  serialise,
} from './payloads';
import { createRouteCatalogue, routeKey, type CatalogueRoute } from './route-catalogue';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const UNLIMITED = RATE_LIMIT_NAMES.map((name) => `${name}:1000000/1m`).join(',');

/** What a reply must never contain: stack frames, source paths, SQL or driver wording. */
const LEAK =
  /\bat [\w$.<>]+ \(|\.(ts|js|mjs):\d+|node_modules|\/work\/|\/tmp\/|\bselect\b[^"]{0,80}\bfrom\b|insert into|syntax error|violates [a-z ]*constraint|relation "|duplicate key|pglite|drizzle/i;
const STACK = /\bat [\w$.<>]+ \(|\.(ts|js|mjs):\d+|node_modules/;

type Caller = 'guest' | 'shopper' | 'admin' | 'forged';
const FORGED = [
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Bearer \u00ff\u00fe',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer ',
];

let t: TestApp;
const catalogue = createRouteCatalogue();
let shopper: TestUser;
let admin: TestUser;
let realIds: string[] = [];
let fieldNames: string[] = [];
let baseline: Fingerprint | undefined;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
/** "METHOD url" → statuses answered to signed-in callers (to show handlers, not only guards, were reached). */
const signedInStatuses = new Map<string, Set<number>>();

beforeAll(async () => {
  console.info(`fuzz: seed ${SEED}, ${RUNS} runs per route (replay with FUZZ_SEED=${SEED})`);
  t = await createTestApp({
    seed: true,
    env: { RATE_LIMITS: UNLIMITED },
    build: { instrument: catalogue.instrument },
  });
  shopper = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin' });
  const ids = await queryRows<{ id: string }>(
    t.app.db,
    sql`(select id::text from products limit 3) union all (select id::text from variants limit 3)
        union all (select id::text from categories limit 2) union all (select id::text from subcategories limit 2)
        union all (select id::text from users)`,
  );
  realIds = ids.map((r) => r.id);
  fieldNames = [...new Set([...(await domainFieldNames()), ...FORM_FIELD_NAMES])];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function routes(): CatalogueRoute[] {
  const seen = new Set<string>();
  return catalogue.routes
    .filter((r) => !seen.has(routeKey(r.method, r.url)) && seen.add(routeKey(r.method, r.url)))
    .sort((a, b) => routeKey(a.method, a.url).localeCompare(routeKey(b.method, b.url)));
}

function authHeader(caller: Caller, forged: number): Record<string, string> {
  if (caller === 'shopper') return shopper.headers;
  if (caller === 'admin') return admin.headers;
  if (caller === 'forged') return { authorization: FORGED[forged % FORGED.length]! };
  return {};
}

function bodyArbitrary(route: CatalogueRoute): fc.Arbitrary<RawBody> {
  const own = route.bodySchema ? [...zodKeys(route.bodySchema)] : [];
  const names = own.length ? [...own, ...fieldNames.slice(0, 10)] : fieldNames;
  const json = (node: fc.Arbitrary<string>) =>
    node.map((payload) => ({ payload: Buffer.from(payload), contentType: 'application/json' }));
  const safeStringify = (v: unknown) => {
    try {
      return JSON.stringify(v) ?? 'null';
    } catch {
      return '{}';
    }
  };
  return fc.oneof(
    { weight: 5, arbitrary: json(hostileRecord(names, realIds).map(serialise)) },
    {
      weight: 1,
      arbitrary: json(
        fc.array(hostileRecord(names, realIds), { maxLength: 3 }).map((list) => serialise({ list })),
      ),
    },
    { weight: 1, arbitrary: json(fc.jsonValue().map(safeStringify)) },
    { weight: 1, arbitrary: json(fc.anything().map(safeStringify)) },
    { weight: 2, arbitrary: json(fc.constantFrom(...HOSTILE_TEXTS)) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom(...HUGE_STRINGS)).map(([k, v]) => ({
        payload: Buffer.from(serialise({ entries: [[k, v]] })),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...ODD_CONTENT_TYPES), hostileString())
        .map(([contentType, text]) => ({ payload: Buffer.from(text), contentType })),
    },
    { weight: 3, arbitrary: multipartBody(names, hostileValue(realIds, 2)) },
  );
}

/** A path parameter: a real id (so handlers go past "not found"), a random uuid, or hostile text. */
function paramArbitrary(method: string): fc.Arbitrary<string> {
  const hostile = hostileString().map((s) => {
    try {
      return encodeURIComponent(s).slice(0, 190) || 'x';
    } catch {
      return '%ED%A0%80%E0%A4%A'; // a lone surrogate cannot be encoded: send malformed percent-encoding instead
    }
  });
  // DELETE is fuzzed for its body only: real ids would delete the fixtures the other routes need.
  if (method === 'DELETE') return fc.oneof(fc.uuid(), hostile);
  return fc.oneof(fc.constantFrom(...realIds), fc.uuid(), hostile);
}

function preview(body: RawBody): string {
  const text = body.payload.subarray(0, 300).toString('latin1');
  return `${body.contentType} ${body.payload.length} bytes: ${JSON.stringify(text)}`;
}

async function probe(route: CatalogueRoute, caller: Caller, forged: number, params: string[], body: RawBody) {
  let i = 0;
  const url = route.url.replace(/:\w+/g, () => params[i++ % params.length] ?? 'x');
  const what = `${route.method} ${url} as ${caller} with ${preview(body)}`;
  const before = baseline ?? (await fingerprint(t.app.db));
  const filesBefore = (await listFiles(t.app.images.root)).length;
  const res = await t.app.inject({
    method: route.method as 'POST',
    url,
    headers: { ...authHeader(caller, forged), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // Logging out ends the caller's session on the server: the routes after it need a new one.
  if (res.statusCode === 200 && url === '/api/auth/logout' && (caller === 'shopper' || caller === 'admin')) {
    const who = caller === 'shopper' ? shopper : admin;
    const token = await t.app.sessions.start({ id: who.id, role: who.role });
    who.token = token;
    who.headers = { authorization: `Bearer ${token}` };
  }
  const after = await fingerprint(t.app.db);
  baseline = after;
  if (caller === 'shopper' || caller === 'admin') {
    const set = signedInStatuses.get(routeKey(route.method, route.url)) ?? new Set();
    set.add(res.statusCode);
    signedInStatuses.set(routeKey(route.method, route.url), set);
  }
  if (res.statusCode < 400) {
    expect(res.body, `${what}: a stack in a success reply`).not.toMatch(STACK);
    return;
  }
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const reply = res.json() as { success?: unknown; message?: unknown; errors?: unknown };
  expect(reply.success, `${what}: ${res.body.slice(0, 300)}`).toBe(false);
  expect(typeof reply.message === 'string' && reply.message.length > 0, `${what}: message`).toBe(true);
  if (reply.errors !== undefined) {
    expect(Array.isArray(reply.errors), what).toBe(true);
    for (const e of reply.errors as Array<Record<string, unknown>>) {
      expect(typeof e.path, what).toBe('string');
      expect(typeof e.message, what).toBe('string');
    }
  }
  expect(res.body, `${what}: leaks internals`).not.toMatch(LEAK);
  expect(changedTables(before, after), `${what} → ${res.statusCode} changed rows`).toEqual([]);
  expect((await listFiles(t.app.images.root)).length, `${what} → ${res.statusCode} left files behind`).toBe(
    filesBefore,
  );
}

describe('fuzzing every route that takes a body', () => {
  it('finds the routes from the app itself', () => {
    const list = routes().map((r) => routeKey(r.method, r.url));
    console.info(`fuzz: ${list.length} routes take a body:\n  ${list.join('\n  ')}`);
    // A sanity floor: the shop has well over thirty such routes; far fewer means the hook missed them.
    expect(list.length).toBeGreaterThan(30);
    expect(list).toContain('POST /api/cart/addToCart');
    expect(list).toContain('POST /api/product/add-product');
    expect(list).toContain('PUT /api/auth/profile/update-photo');
    expect(list).toContain('POST /api/product/bulk-add');
  });

  it('never answers 500, leaks nothing and changes nothing when it refuses', async () => {
    const callers = fc.constantFrom<Caller>('guest', 'shopper', 'admin', 'admin', 'forged');
    // Every route is fuzzed even when an earlier one fails, so one run reports every broken route.
    const failures: string[] = [];
    for (const route of routes()) {
      const segments = (route.url.match(/:\w+/g) ?? []).length;
      await fc
        .assert(
          fc.asyncProperty(
            callers,
            fc.nat(),
            fc.array(paramArbitrary(route.method), { minLength: segments, maxLength: segments }),
            bodyArbitrary(route),
            (caller, forged, params, body) => probe(route, caller, forged, params, body),
          ),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch((err: Error) => {
          const cause = (err.cause as Error | undefined)?.message ?? '';
          failures.push(
            `${routeKey(route.method, route.url)}: ${err.message.slice(0, 2000)}\n${cause.slice(0, 1500)}`,
          );
          baseline = undefined;
        });
      expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
    }
    expect(failures, `fuzz seed ${SEED}:\n${failures.join('\n\n')}`).toEqual([]);
  }, 600_000);

  it('reached every route, and past the guards for signed-in callers', () => {
    const missing = routes()
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => !catalogue.reached.get(key));
    expect(missing, 'routes no fuzzed request reached').toEqual([]);
    const onlyGuards = routes()
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => [...(signedInStatuses.get(key) ?? [])].every((s) => s === 401 || s === 403));
    expect(onlyGuards, 'routes whose handler no signed-in request reached').toEqual([]);
  });

  it('left Object.prototype alone', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    const probeObject = {} as Record<string, unknown>;
    for (const key of ['polluted', 'isAdmin', 'role']) expect(probeObject[key]).toBeUndefined();
  });
});
