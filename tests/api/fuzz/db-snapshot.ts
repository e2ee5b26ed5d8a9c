/**
 * A fingerprint of the database's contents: per table of the public schema, its row count and an md5 of its rows
 * (as JSON, sorted). Two equal fingerprints mean no row was added, removed or changed. Rate-limit counters are
 * left out: a refused login legitimately counts against its limit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { queryRows } from '#server/db/client';

/** Tables whose rows change on refused requests by design. */
const IGNORED_TABLES = new Set(['rate_limit_hits']);

export type Fingerprint = Record<string, { rows: number; hash: string }>;

let cachedQuery: { tables: string[]; text: string } | undefined;

async function fingerprintQuery(db: Db): Promise<string> {
  if (cachedQuery) return cachedQuery.text;
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((r) => r.table_name).filter((t) => !IGNORED_TABLES.has(t));
  // Table names come from the catalogue itself, quoted as identifiers.
  const text = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x, E'\\n' order by x), '')) as h
         from (select to_jsonb(r)::text as x from "${t}" r) s`,
    )
    .join(' union all ');
  cachedQuery = { tables, text };
  return text;
}

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const rows = await queryRows<{ t: string; n: number; h: string }>(db, sql.raw(await fingerprintQuery(db)));
  const out: Fingerprint = {};
  for (const r of rows) out[r.t] = { rows: Number(r.n), hash: r.h };
  return out;
}

/** Names the tables whose fingerprint differs (empty when nothing changed). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((t) => before[t]?.rows !== after[t]?.rows || before[t]?.hash !== after[t]?.hash);
}
