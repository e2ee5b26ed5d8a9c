/**
 * What a logical dump needs to know about the schema: the application's tables in foreign-key order (parents
 * first), the columns that can be written (generated columns are computed again on restore), and the columns
 * whose values come from a sequence (reset after a restore so new rows do not collide).
 */
import type { SqlSession } from './sql-session';

export interface TableInfo {
  name: string;
  /** Columns a restore writes: every column but the generated ones. */
  columns: string[];
  /** Columns fed by a sequence (serial or identity). */
  sequenced: string[];
}

export async function describeTables(session: SqlSession): Promise<TableInfo[]> {
  const columns = await session.query<{
    table_name: string;
    column_name: string;
    is_generated: string;
    is_identity: string;
    column_default: string | null;
  }>(
    `select c.table_name, c.column_name, c.is_generated, c.is_identity, c.column_default
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const edges = await session.query<{ child: string; parent: string }>(
    `select distinct cl.relname as child, pl.relname as parent
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid
       join pg_class pl on pl.oid = k.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and cl.oid <> pl.oid`,
  );
  const byTable = new Map<string, TableInfo>();
  for (const c of columns) {
    const info = byTable.get(c.table_name) ?? { name: c.table_name, columns: [], sequenced: [] };
    if (c.is_generated !== 'ALWAYS') info.columns.push(c.column_name);
    if (c.is_identity === 'YES' || c.column_default?.startsWith('nextval('))
      info.sequenced.push(c.column_name);
    byTable.set(c.table_name, info);
  }
  return dependencyOrder([...byTable.values()], edges);
}

/** Parents before children (Kahn's algorithm, alphabetical among equals so dumps are stable). */
export function dependencyOrder(
  tables: TableInfo[],
  edges: Array<{ child: string; parent: string }>,
): TableInfo[] {
  const names = new Set(tables.map((t) => t.name));
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const e of edges) if (names.has(e.child) && names.has(e.parent)) parents.get(e.child)!.add(e.parent);
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const sorted = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (out.length < sorted.length) {
    const next = sorted.find((t) => !done.has(t.name) && [...parents.get(t.name)!].every((p) => done.has(p)));
    if (!next) throw new Error('The foreign keys form a cycle; a logical dump cannot order the tables.');
    done.add(next.name);
    out.push(next);
  }
  return out;
}

/** A quoted identifier (names come from the catalogue, but quoting keeps odd ones safe). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
