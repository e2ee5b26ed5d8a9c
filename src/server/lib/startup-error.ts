/**
 * A reason the shop cannot start (or a maintenance command cannot run) that the person starting it can fix: its
 * message is one line naming the setting or path and what to do. The entry points print it without a stack and
 * exit 1 (docs/decisions/082).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** Wrong settings in the environment: one line per problem, each starting with the variable's name. */
export class ConfigError extends StartupError {
  constructor(public readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** The one-line reasons of any start-up failure (a configuration error has one per problem). */
export function startupErrorLines(err: unknown): string[] {
  if (err instanceof ConfigError) return err.problems.map(oneLine);
  if (err instanceof Error) return [oneLine(err.message || err.name)];
  return [oneLine(String(err))];
}

/** An unexpected error's message may span lines (PGlite's, a driver's): keep it to one. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * How an entry point reports a failure to start: one line per reason on stderr, prefixed with who failed, and the
 * stack only when LOG_LEVEL=debug asks for it. Exit code 1.
 */
export function exitWithStartupError(who: string, err: unknown): never {
  for (const line of startupErrorLines(err)) console.error(`${who}: ${line}`);
  if (process.env.LOG_LEVEL === 'debug' && !(err instanceof StartupError)) console.error(err);
  process.exit(1);
}
