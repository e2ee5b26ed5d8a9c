/**
 * The one way the web app talks to the API. It sends JSON or multipart bodies with the browser's session cookie
 * (`credentials: 'same-origin'`; the web app holds no token — docs/decisions/113), validates replies against the
 * domain schemas, and turns a failure into an `ApiError` whose message is what a toast shows (the server's
 * message, or the caller's fallback).
 *
 * A browser still holding a token from before the cookie (localStorage `token`) has it moved into the cookie by
 * the first call of the page (`POST /api/auth/session-cookie` with that token as the bearer); every call waits for
 * that, then the key is deleted. A refused token signs the shopper out as any rejected session does.
 *
 * Reply checks come in two kinds (docs/decisions/112 "zod off the first load"):
 * - `schema: X` — a schema the caller already holds (the back office, which loads zod anyway): always checked.
 * - `schema: () => import('…/schemas/x').then((m) => m.X)` — a *lazy* schema (the storefront): loaded and
 *   checked in development builds (`vite dev`, vitest) only, so zod and the schema modules stay out of the
 *   storefront's production download. The same schemas check every reply in the API tests, and none of the
 *   storefront's reply schemas transforms data (tests/unit/reply-schemas.test.ts), so an unchecked reply is the
 *   same data a checked one would have been.
 */
import type { z } from 'zod';
import { session, type SessionUser } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors?: Array<{ path: string; message: string }>,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /**
   * Validates the reply; without it the reply is returned as `unknown`. A schema object is always checked; a
   * function returning one (a lazy import) is checked in development builds only (see above).
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
  /**
   * Whether this call acts for the session (default true): a 401 from it while signed in means the session is
   * gone. `false` for sign-ins, resets and public calls, whose 401 is about the call itself.
   */
  auth?: boolean;
  /** Message used when the server sends none (docs/shop/storefront.md §8's fallbacks). */
  fallbackMessage?: string;
}

export type Reply<S> = S extends z.ZodType ? z.output<S> : unknown;

/** How a request reaches the API: the browser's fetch, or the server answering in-process while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);
/** Used by entry-server.tsx only: the server renders pages with the very calls the browser makes. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const unauthorizedListeners = new Set<(err: ApiError) => void>();
/** Called when a call made while signed in gets 401: the session is no longer valid. */
export function onUnauthorized(listener: (err: ApiError) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function sessionRejected(error: ApiError): void {
  if (!unauthorizedListeners.size) {
    session.clear();
    return;
  }
  for (const l of unauthorizedListeners) l(error);
}

const MESSAGE_OF = (data: unknown): string | undefined =>
  data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;

let moving: Promise<void> | null = null;
let moveTried = false;
/**
 * Moves a token kept in localStorage before decision 113 into the session cookie, once per page load; resolves
 * when done (or when there is nothing to move). Offline, the key stays for the next page load.
 */
function moveLegacyToken(): Promise<void> | null {
  if (moving) return moving;
  if (moveTried || typeof window === 'undefined') return null;
  const token = session.legacyToken();
  if (!token) return null;
  moveTried = true;
  moving = transport('/api/auth/session-cookie', {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  })
    .then(async (response) => {
      // A server error leaves the key for the next page load; an answer (moved, or refused) ends it.
      if (response.status >= 500) return;
      const data: unknown = await response.json().catch(() => undefined);
      session.dropLegacyToken();
      const user = (data as { user?: { _id?: unknown; name?: unknown } } | undefined)?.user;
      if (response.ok && user && typeof user._id === 'string' && typeof user.name === 'string')
        session.setUser(user as SessionUser);
      else if (response.status === 401 && session.signedIn())
        sessionRejected(
          new ApiError(MESSAGE_OF(data) ?? 'Your session has ended. Please log in again.', 401),
        );
    })
    .catch(() => {
      // Not reached: try again on the next page load.
    })
    .finally(() => {
      moving = null;
    });
  return moving;
}

export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiOptions<S> = {},
): Promise<Reply<S>> {
  const { method = 'GET', body, schema, signal, auth = true, fallbackMessage } = options;
  await moveLegacyToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  // Signed in as the request leaves: a 401 then means this session is gone (not one that began meanwhile).
  const signedIn = auth && session.signedIn();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(path, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallbackMessage ?? 'Could not reach the shop. Please check your connection.', 0);
  }

  let data: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    const message = MESSAGE_OF(data) ?? fallbackMessage ?? 'Something went wrong. Please try again.';
    const errors = (data as { errors?: Array<{ path: string; message: string }> } | undefined)?.errors;
    const error = new ApiError(message, response.status, errors, data);
    if (response.status === 401 && signedIn && session.signedIn()) sessionRejected(error);
    throw error;
  }

  if (!schema) return data as Reply<S>;
  let check: z.ZodType;
  if (typeof schema === 'function') {
    if (!import.meta.env.DEV) return data as Reply<S>;
    check = (await schema()) as z.ZodType;
  } else check = schema;
  const parsed = check.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(
      fallbackMessage ?? 'Unexpected reply from the server.',
      response.status,
      undefined,
      data,
    );
  }
  return parsed.data as Reply<S>;
}

/** The message to show for any error: the API's message, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}

/**
 * A file from the API (e.g. the bulk-upload CSV template or an invoice): the body as a Blob with the file name
 * from Content-Disposition, so the page can say what went wrong instead of navigating to a JSON error. Failures as
 * for `api`.
 */
export async function apiFile(
  path: string,
  options: { fallbackMessage?: string; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; filename: string | null }> {
  await moveLegacyToken();
  const signedIn = session.signedIn();
  let response: Response;
  try {
    response = await fetch(path, { signal: options.signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(
      options.fallbackMessage ?? 'Could not reach the shop. Please check your connection.',
      0,
    );
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const data = (await response.json()) as { message?: unknown };
      if (typeof data.message === 'string') message = data.message;
    } catch {
      // not JSON
    }
    const error = new ApiError(
      message ?? options.fallbackMessage ?? 'Something went wrong. Please try again.',
      response.status,
    );
    if (response.status === 401 && signedIn && session.signedIn()) sessionRejected(error);
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename: filename ? decodeURIComponent(filename) : null };
}
