/**
 * What happens to a shopper's input on a server-rendered page before the app has taken it over
 * (docs/decisions/112 "Input before the app is live"). Links work as plain links throughout; this module covers
 * the rest. Loaded by the page's entry (main.tsx), so it is in place before anything can be pressed.
 *
 * - Forms do not submit themselves: the browser would send what was typed (a password at checkout, a message) to
 *   the page's own address. The forms also say method="post", so even without JavaScript nothing typed lands in
 *   an address or a server log. GET forms with an address of their own (search, filters, sort) are the
 *   exception: they go there as a plain page load.
 * - Taps on buttons are kept, in order, and pressed again once the page is live (boot.tsx), so "Add to Cart"
 *   tapped while the app was still loading is not lost. A button tapped twice in a row counts once (an impatient
 *   double tap must not add two rings), and a tap on a form's submit button is not kept (see above) — except in a
 *   form marked `data-submit-when-live`, below.
 * - The product page's Add to Cart form (docs/decisions/115) is a real form of radios that the server also
 *   answers without JavaScript (POST /cart/add). Before the app is live its submit is still held back here, and
 *   its submit button's tap is kept like any other and pressed once the page is live; the app then adds what the
 *   radios hold (the size tapped before it was live stays checked, and the app reads it from them). Why not let
 *   it go to the server: with JavaScript a guest's bag lives in browser storage, of which the server's cookie
 *   bag is only a copy, so a line the server added would be overwritten as soon as the app started on /cart. One
 *   path for a browser with JavaScript, the app's, keeps the shopper's intent exactly once: a double tap is one
 *   kept tap, and a submit made while React hydrates (after the taps were handed over) is React's alone.
 */

const live = () => document.documentElement.dataset.app === 'ready';

/**
 * A GET form with its own address — the header's search (to /search), a listing's filters and sort
 * (docs/decisions/114) — is a link with fields: sent before the app is live it goes there as a plain page load,
 * which the server renders, so the words typed or the filter ticked take effect at once. It changes nothing and
 * carries only what the shopper chose to look for.
 */
const isNativeGet = (form: HTMLFormElement) =>
  form.method.toLowerCase() === 'get' && form.hasAttribute('action');

// Every other form, the product page's included: its submit button's tap is kept below and pressed again once
// live, so the app — not a second, native post — adds the piece, exactly once.
document.addEventListener(
  'submit',
  (event) => {
    if (live()) return;
    if (event.target instanceof HTMLFormElement && isNativeGet(event.target)) return;
    event.preventDefault();
  },
  true,
);

/**
 * A choice that applies itself once the app is live — a listing's sort order (a select in a GET form marked
 * `data-submit-on-change`) — sends its form when changed before: otherwise the select would show the new order
 * while the list and the address keep the old one, and the app would put the old one back as it started.
 */
document.addEventListener(
  'change',
  (event) => {
    if (live() || !(event.target instanceof HTMLSelectElement)) return;
    const form = event.target.form;
    if (form && 'submitOnChange' in form.dataset && isNativeGet(form)) form.requestSubmit();
  },
  true,
);

const taps: HTMLButtonElement[] = [];
let handedOver = false;

/** The submit button of a form whose submit waits for the app (the product page's Add to Cart, decision 115). */
const submitsWhenLive = (button: HTMLButtonElement) =>
  button.type === 'submit' && !!button.form && 'submitWhenLive' in button.form.dataset;

function keepTap(event: MouseEvent): void {
  if (live()) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || !document.getElementById('root')?.contains(button)) return;
  if (button.type === 'submit' && button.form && !submitsWhenLive(button)) return;
  // Once React attaches it replays a press on the page it is hydrating by itself — but not a form's submit,
  // which was held back above before React could see it: that one is kept until the page is live.
  if (handedOver && !submitsWhenLive(button)) return;
  if (taps[taps.length - 1] !== button) taps.push(button);
}

document.addEventListener('click', keepTap, true);

/**
 * The taps kept so far: called just before React attaches to the page, which from then on replays a press by
 * itself while it hydrates. The returned list still takes a held submit (see keepTap) until the page is live.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  handedOver = true;
  return taps;
}

/** Presses the kept buttons again, in order, once the app has made the page live (those still on the page). */
export function replayTaps(kept: HTMLButtonElement[]): void {
  // One press per task: React applies a press's update after the event (in a microtask), and the next press
  // must see it (a size chosen, then Add to Cart).
  const replay = async () => {
    for (const button of [...kept]) {
      if (button.isConnected && !button.disabled) button.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  if (live()) return void setTimeout(() => void replay(), 0);
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    setTimeout(() => void replay(), 0);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}
