/**
 * The signed-in session as the browser keeps it. The session itself rides in an HttpOnly cookie that no script
 * can read (docs/decisions/113); what is kept here is only the non-secret user record under the `user` key
 * (docs/shop/storefront.md §3), so the header, the guards and the forms know who is signed in before the server
 * answers. A record that cannot be read is removed. Components subscribe with `useSession()`; other tabs follow
 * through storage events.
 *
 * Browsers signed in before decision 113 still hold the token under the `token` key: `legacyToken()` hands it
 * to api-client.ts, which moves it into the cookie once and then `dropLegacyToken()`s it.
 */
import { createStore, onStorageChange, useStore } from './store';
import { STORAGE_KEYS, removeKey } from './storage';

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  mobile?: string | null;
  role: 'user' | 'admin';
  image?: { url: string } | null;
  createdAt?: string;
}

export interface Session {
  /** Who is signed in, as last told by the server; null for a guest. */
  user: SessionUser | null;
}

/** A guest: always this very object, so hydrating a guest's page re-renders nothing. */
const SIGNED_OUT: Session = { user: null };

function read(): Session {
  let user: SessionUser | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (raw) {
      const parsed = JSON.parse(raw) as SessionUser;
      if (parsed && typeof parsed === 'object' && typeof parsed.name === 'string') user = parsed;
      else throw new Error('unreadable user');
    }
  } catch {
    removeKey(STORAGE_KEYS.user);
    // An old token beside an unreadable record is dropped with it (nothing to show for it).
    removeKey(STORAGE_KEYS.token);
    return SIGNED_OUT;
  }
  return user ? { user } : SIGNED_OUT;
}

const store = createStore<Session>(read, () => renderedFor);

export const session = {
  get: store.get,
  user: (): SessionUser | null => store.get().user,
  /** Whether this browser believes it is signed in (the server has the last word on every call). */
  signedIn: (): boolean => store.get().user !== null,
  setUser(user: SessionUser) {
    try {
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    } catch {
      // Storage full or disabled: this page view still knows.
    }
    store.set({ user });
  },
  clear() {
    removeKey(STORAGE_KEYS.user);
    removeKey(STORAGE_KEYS.token);
    store.set(SIGNED_OUT);
  },
  /** The token a browser kept in localStorage before the session cookie, if any (to be moved once). */
  legacyToken(): string | null {
    try {
      return localStorage.getItem(STORAGE_KEYS.token);
    } catch {
      return null;
    }
  },
  dropLegacyToken() {
    removeKey(STORAGE_KEYS.token);
  },
  subscribe: store.subscribe,
};

// Another tab signed in or out.
onStorageChange(STORAGE_KEYS.user, () => store.set(read()));

/**
 * Who the page was rendered for. On the server: the shopper whose session cookie the server accepted, set by
 * entry-server.tsx around its (synchronous) render, or a guest. In the browser: the same user, handed over in the
 * page's hydration data (boot.tsx), so hydration starts from what the server rendered and then follows the
 * browser's own record.
 */
let renderedFor: Session = SIGNED_OUT;

/** Sets who the page is rendered (server) or was rendered (browser, before hydrating) for; null for a guest. */
export function setRenderedSession(user: SessionUser | null): void {
  const current = store.get();
  renderedFor = !user ? SIGNED_OUT : current.user === user ? current : { user };
}

export function useSession(): Session {
  return useStore(store);
}
