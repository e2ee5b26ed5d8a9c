/**
 * Hot catalogue replies kept in memory, serialised once, so a busy listing or product page costs a Map lookup
 * instead of four queries and a JSON.stringify. Every catalogue write calls `catalogEvents.changed()`, which
 * clears this cache in this process at once and in every other process through PostgreSQL LISTEN/NOTIFY
 * (lib/catalog-events.ts). docs/decisions/012-catalogue-read-cache.md explains the choices.
 *
 * - Single flight: concurrent misses of one key share one load.
 * - A load that started before a change never stores its (possibly stale) result: a generation counter.
 * - Bounded by total bytes (least recently stored first out) and by a lifetime, the safety net for a missed
 *   notification (e.g. while the LISTEN connection was reconnecting).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface CachedJson {
  /** The cache's key of this reply (for checking that it is still the live one). */
  key: string;
  /** The serialised reply body. */
  body: string;
  /** A strong ETag of the body, for If-None-Match. */
  etag: string;
  /** HTTP status the body goes out with (404 bodies are cached too: a crawler hammering a dead link). */
  status: number;
  /** The body compressed once per encoding, when a client first asks for it (http.ts). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The whole reply ready to write, per encoding ('' = none), made once (http.ts). */
  ready?: Partial<Record<'' | 'br' | 'gzip', { headers: Record<string, string>; body: Buffer }>>;
}

/** How many request URLs the ready-reply index remembers (each points at a cached reply; see `remember`). */
const MAX_REMEMBERED_URLS = 20_000;
const MAX_REMEMBERED_URL_LENGTH = 512;

export interface ReadCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
}

export class ReadCache {
  private entries = new Map<string, { value: unknown; size: number; expires: number }>();
  /** Request URL → the cached reply last served for it: answered before routing, validation and the handler. */
  private urls = new Map<string, CachedJson>();
  private inflight = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private generation = 0;
  private repliesEnabled = true;
  readonly maxBytes: number;
  readonly ttlMs: number;
  /** Counters for tests and the benchmark. */
  readonly stats = { hits: 0, misses: 0, clears: 0 };

  constructor(options: ReadCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  /**
   * The cached value of `key`, loading it (once, however many callers wait) when missing or expired.
   * `sizeOf` estimates its memory in bytes for the bound.
   */
  async get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number = () => 1024): Promise<T> {
    return this.cached(key, load, sizeOf, true);
  }

  private async cached<T>(
    key: string,
    load: () => Promise<T>,
    sizeOf: (value: T) => number,
    keep: boolean,
  ): Promise<T> {
    // Not kept: every call runs its own load (nothing shared), so a benchmark sees the full cost.
    if (!keep) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.stats.hits++;
      return hit.value as T;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    this.stats.misses++;
    const generation = this.generation;
    const promise: Promise<T> = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, sizeOf(value));
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /** A JSON reply, serialised once, with its ETag. */
  json(key: string, load: () => Promise<{ status?: number; body: unknown }>): Promise<CachedJson> {
    return this.cached(
      `json:${key}`,
      async () => {
        const { status = 200, body } = await load();
        const text = JSON.stringify(body);
        const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
        return { key: `json:${key}`, body: text, etag, status };
      },
      (v) => v.body.length * 2 + 200,
      this.repliesEnabled,
    );
  }

  /**
   * Notes that the request URL `url` (path and query string, exactly as sent) was answered with `reply`, so the
   * next request for that URL can be answered from it at once (`remembered`). Only while `reply` is the live
   * entry: a reply loaded before a change is never remembered after it. The oldest URL goes first beyond the bound.
   */
  remember(url: string, reply: CachedJson): void {
    if (url.length > MAX_REMEMBERED_URL_LENGTH) return;
    if (!this.repliesEnabled || this.entries.get(reply.key)?.value !== reply) return;
    if (this.urls.size >= MAX_REMEMBERED_URLS && !this.urls.has(url)) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
    this.urls.set(url, reply);
  }

  /** The reply remembered for this URL while it is still cached and fresh, else undefined. */
  remembered(url: string): CachedJson | undefined {
    const reply = this.urls.get(url);
    if (!reply) return undefined;
    const entry = this.entries.get(reply.key);
    if (entry?.value !== reply || entry.expires <= Date.now()) {
      this.urls.delete(url);
      return undefined;
    }
    this.stats.hits++;
    return reply;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.urls.clear();
    this.inflight.clear();
    this.bytes = 0;
    this.stats.clears++;
  }

  /**
   * Turns the caching of whole replies off or back on; the benchmark measures the queries themselves this way.
   * Building blocks (the search vocabulary, page heads) stay cached.
   */
  setRepliesEnabled(enabled: boolean): void {
    this.repliesEnabled = enabled;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: unknown, size: number) {
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    // Oldest stored first out: Map iterates in insertion order.
    for (const [oldKey, entry] of this.entries) {
      if (this.bytes + size <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= entry.size;
    }
    this.entries.set(key, { value, size, expires: Date.now() + this.ttlMs });
    this.bytes += size;
  }
}

/**
 * One cache per app, shared by the API routes and the SEO pages (which live in different Fastify scopes), found
 * through the app's catalogue events, and cleared whenever the catalogue changes.
 */
const caches = new WeakMap<object, ReadCache>();

export function catalogCache(app: FastifyInstance): ReadCache {
  let cache = caches.get(app.catalogEvents);
  if (!cache) {
    const created = new ReadCache();
    app.catalogEvents.onChange(() => created.clear());
    caches.set(app.catalogEvents, created);
    cache = created;
  }
  return cache;
}
