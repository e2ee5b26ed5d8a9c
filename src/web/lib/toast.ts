/**
 * Toasts without sonner in the first download (docs/decisions/063): `toast.success/error/info/warning` have
 * sonner's signatures, but the library and its <Toaster> load on the first toast. Until the Toaster has mounted
 * (and subscribed to sonner's store, which does not replay earlier toasts) calls wait for it, so none is lost.
 */
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';
type Message = string;

let wanted = false;
const wantListeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
let library: Promise<typeof Sonner> | undefined;

/** The sonner module, loaded once. */
export const loadSonner = () => (library ??= import('sonner'));

/** For <Toaster>: whether a toast has been asked for, and a way to hear when one is. */
export const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void) {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
};

/** Called by the real Toaster once it has mounted. */
export const toasterReady = () => markReady();

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  void ready.then(loadSonner).then((m) => m.toast[kind](message, options));
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  /** Closes every toast shown so far (nothing to do, and nothing downloaded, when none was ever asked for). */
  dismissAll: () => {
    if (wanted) void ready.then(loadSonner).then((m) => m.toast.dismiss());
  },
};
