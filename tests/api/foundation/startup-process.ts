/**
 * The real entry points as child processes, run from the sources through tsx like `npm run dev` and the CLI
 * scripts: the server (src/server/main.ts) for start-up tests, the CLI (src/server/cli/index.ts), and the
 * small lock-taker of data-dir-lock.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root';

export const ROOT = projectRoot();
export const MAIN = path.join(ROOT, 'src/server/main.ts');
export const CLI = path.join(ROOT, 'src/server/cli/index.ts');

/** Only what a start needs from this environment: a CI's DATABASE_URL or TRUST_PROXY must not leak in. */
export function baseEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return {
    ...(PATH ? { PATH } : {}),
    ...(HOME ? { HOME } : {}),
    ...(TMPDIR ? { TMPDIR } : {}),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Running {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves when the process exits, with its code and output. */
  exited: Promise<Finished>;
}

/** Starts `node --import tsx <script> args…` with the given environment. */
export function startScript(
  script: string,
  env: Record<string, string>,
  options: { args?: string[]; uid?: number; gid?: number } = {},
): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: ROOT,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid ?? options.uid } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Finished>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Runs a script to its end (killed after `timeoutMs`). */
export async function runScript(
  script: string,
  env: Record<string, string>,
  options: { args?: string[]; uid?: number; timeoutMs?: number } = {},
): Promise<Finished> {
  const run = startScript(script, env, options);
  const timer = setTimeout(() => run.child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  try {
    return await run.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until the server started by `run` answers /api/health on `port`. */
export async function waitForHealth(run: Running, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null)
      throw new Error(`The server exited with ${run.child.exitCode}: ${run.output().stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No answer on /api/health within ${timeoutMs} ms`);
}

/** Sends `signal` and waits for the exit. */
export async function stopScript(run: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<Finished> {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
  return run.exited;
}

/** stderr as lines, for "exactly one clear line" assertions. */
export function errorLines(result: Finished): string[] {
  return result.stderr.split('\n').filter((line) => line.trim() !== '');
}
