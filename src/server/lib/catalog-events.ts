/**
 * "The catalogue changed" — raised by every catalogue write (admin module, checkout's stock changes) and heard
 * by every cache of catalogue reads, in this process at once and in every other process on the same database
 * through PostgreSQL's LISTEN/NOTIFY.
 */
import type { DbHandle } from '../db/client';

export const CATALOG_CHANNEL = 'catalog_changed';

export interface CatalogEvents {
  /** Call after a committed catalogue write. `what` is informative (e.g. 'product', 'stock'). */
  changed(what?: string): Promise<void>;
  onChange(listener: (what: string) => void): () => void;
  /**
   * Starts listening for other processes' changes. After the listening connection is lost and comes back, a
   * change ('reconnect') is raised locally, because notifications sent meanwhile were missed.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCatalogEvents(
  handle: DbHandle,
  log?: { warn: (obj: unknown, msg: string) => void; info?: (obj: unknown, msg: string) => void },
): CatalogEvents {
  const listeners = new Set<(what: string) => void>();
  const origin = Math.random().toString(36).slice(2);
  let unlisten: (() => Promise<void>) | undefined;
  const emit = (what: string) => {
    for (const fn of listeners) fn(what);
  };
  return {
    async changed(what = 'catalog') {
      emit(what);
      try {
        await handle.notify(CATALOG_CHANNEL, `${origin}:${what}`);
      } catch (err) {
        // Local caches are already cleared; other processes fall back to their cache lifetime.
        log?.warn({ err }, 'could not notify other processes of a catalogue change');
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      unlisten = await handle.listen(
        CATALOG_CHANNEL,
        (payload) => {
          const [from, what = 'catalog'] = payload.split(':');
          if (from !== origin) emit(what);
        },
        () => {
          // The LISTEN connection was lost and is back (the database restarted): whatever other processes
          // changed meanwhile was never heard, so every cache starts afresh rather than wait for its lifetime.
          log?.info?.({}, 'catalogue change listener reconnected; clearing catalogue caches');
          emit('reconnect');
        },
      );
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
