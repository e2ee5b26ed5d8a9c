/**
 * The entry point: configuration, the app, the port, and a graceful stop on SIGTERM/SIGINT (in-flight requests
 * finish, then the database closes).
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from './config';
import { buildApp } from './app';
import { exitWithStartupError } from './lib/startup-error';
import { listenError } from './lib/listen-error';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    throw listenError(config, err);
  }
  // performance.now() counts from process start, so this includes module loading and migrations.
  app.log.info(
    { startupMs: Math.round(performance.now()), database: app.dbHandle.kind, mail: app.mailer.kind },
    `Aurelia is serving ${config.appUrl} (started in ${Math.round(performance.now())} ms)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('graceful stop took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // A connection counts as idle until the server has read a request from it. Bytes that arrived while the
    // event loop was busy are read in the loop's poll phase, so every idle check waits for the check phase
    // (setImmediate) — otherwise a request the client sent seconds ago could be cut off unanswered.
    await new Promise((resolve) => setImmediate(resolve));
    // app.close() stops accepting connections and closes the idle keep-alive ones once; a connection that was
    // busy then goes idle after its answer and would be held open by its client until the keep-alive timeout
    // (72 s). Closing idle connections again every moment lets the stop finish once the last answer is sent.
    const reaper = setInterval(() => setImmediate(() => app.server.closeIdleConnections()), 100);
    reaper.unref();
    try {
      await app.close();
      clearInterval(reaper);
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// Whatever stops the start is said in one line per reason, without a stack, and exits 1 (docs/decisions/082).
main().catch((err: unknown) => exitWithStartupError('Aurelia could not start', err));
