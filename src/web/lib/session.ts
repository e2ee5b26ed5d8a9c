/**
 * The signed-in session as the browser keeps it: the token and the user record under the `token` and `user`
 * keys (storefront.md §3). The user record is not secret and is stored as plain JSON (conventions.md); a record
 * that cannot be read clears both. Components subscribe with `useSession()`.
 */
import { useSyncExternalStore } from 'react';
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
  token: string | null;
  user: SessionUser | null;
}

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  let token: string | null;
  let user: SessionUser | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (raw) {
      const parsed = JSON.parse(raw) as SessionUser;
      if (parsed && typeof parsed === 'object' && typeof parsed.name === 'string') user = parsed;
      else throw new Error('unreadable user');
    }
  } catch {
    removeKey(STORAGE_KEYS.token);
    removeKey(STORAGE_KEYS.user);
    return { token: null, user: null };
  }
  return { token, user };
}

function emit() {
  current = read();
  for (const l of listeners) l();
}

/** Decodes a JWT's payload without verifying it (the server verifies); used for the local expiry check. */
export function tokenPayload(token: string | null): { exp?: number; role?: string; sub?: string } | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { exp?: number; role?: string; sub?: string };
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string | null, now = Date.now()): boolean {
  const payload = tokenPayload(token);
  return !payload?.exp || payload.exp * 1000 <= now;
}

export const session = {
  get: (): Session => current,
  token: (): string | null => current.token,
  set(token: string, user: SessionUser) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  setUser(user: SessionUser) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  clear() {
    removeKey(STORAGE_KEYS.token);
    removeKey(STORAGE_KEYS.user);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.user || e.key === null) emit();
  });
}

/**
 * The server renders pages as a guest sees them; hydration starts from the same, then the real session. A guest
 * gets the very same object, so hydrating a guest's page re-renders nothing.
 */
const SIGNED_OUT: Session = { token: null, user: null };
const snapshot = (): Session => {
  const s = session.get();
  return s.token || s.user ? s : SIGNED_OUT;
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, snapshot, () => SIGNED_OUT);
}
