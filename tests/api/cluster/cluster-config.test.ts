/**
 * The cluster's primary refuses a configuration it cannot run with, before touching any database: a clear
 * one-line message naming the variable and exit code 1, like the single server (docs/decisions/082).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#bench/lib/child-server';

function startPrimary(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/cluster.ts')], {
    cwd: ROOT,
    env: { ...rest, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the cluster primary’s configuration', () => {
  it('needs DATABASE_URL: the embedded database belongs to one process', () => {
    const r = startPrimary({});
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('DATABASE_URL: required for the cluster');
  });

  it('refuses a CLUSTER_WORKERS that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '1.5']) {
      const r = startPrimary({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', CLUSTER_WORKERS: bad });
      expect(r.status, bad).toBe(1);
      expect(r.stderr).toContain('CLUSTER_WORKERS: must be a whole number from 1 to 64');
    }
  });
});
