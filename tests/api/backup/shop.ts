/**
 * A shop on disk for the backup and image CLI tests: the app built the way `npm start` builds it (PGlite in
 * DATA_DIR/db, or the DATABASE_URL database; its pictures in a bucket with S3_* settings), the admin of
 * ADMIN_EMAIL, and the CLI run as a child process like `npm run`, both with the same settings.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config';
import { buildApp } from '#server/app';
import { projectRoot } from '#server/lib/project-root';

export const ADMIN = { email: 'owner@aurelia.test', password: 'a long admin password' };

export interface ShopPlace {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** S3_* settings and credentials; none for a shop on disk. */
  s3?: Record<string, string>;
}

function env(place: ShopPlace): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: place.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://shop.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    ...place.s3,
  };
}

export async function startShop(place: ShopPlace): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(env(place)), { seedImages: false });
  await app.ready();
  return app;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <command> -- args` without npm: tsx on the CLI entry, with the shop's environment. */
export async function runCli(place: ShopPlace, args: string[]): Promise<CliResult> {
  const root = projectRoot();
  const { PATH, HOME, TMPDIR } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'src/server/cli/index.ts'), ...args],
      { cwd: root, env: { PATH, HOME, TMPDIR, ...env(place) } as NodeJS.ProcessEnv, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login-user', payload: { email, password } });
  return { status: res.statusCode, token: (res.json() as { token?: string }).token };
}
