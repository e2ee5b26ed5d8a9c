/** Starting and stopping the real server process for browser and start-up tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms`);
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  logs: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns a Node script (dist/server/main.js or scripts/start.mjs) with the given environment. */
export function startProcess(script: string, env: Record<string, string>, cwd: string): RunningServer {
  const lines: string[] = [];
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 400) lines.shift();
    if (process.env.E2E_LOG_LEVEL) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    logs: () => lines.join(''),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((r) => (timer = setTimeout(() => r(null), 15_000)));
      const code = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      return code;
    },
  };
}
