import './styles/index.css';

/**
 * The entry the page loads: the stylesheet, and the app after the first paint. A server-rendered page
 * (docs/decisions/065) is complete without JavaScript, so the browser paints it first and only then evaluates
 * React and the page's code to hydrate it; a page that starts empty loads the app at once.
 */
/**
 * Until the app has taken over a server-rendered page, its forms must not submit themselves: the browser would
 * send what was typed (a password at checkout, a message) to the page's own address. Pressing a form's button
 * in that moment does nothing, like every other button; the forms also say method="post", so even a browser
 * without JavaScript never puts what was typed into an address or a server log.
 */
document.addEventListener(
  'submit',
  (event) => {
    if (document.documentElement.dataset.app !== 'ready') event.preventDefault();
  },
  true,
);

let started = false;
const serverRendered = !!document.getElementById('aurelia-state');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  if (started) return;
  started = true;
  // A painted page can be tapped while the app starts: React first, then — after a yield for any input — the
  // app's own code, so neither is one long task (TBT). A page that starts empty has nothing to tap yet.
  if (serverRendered) {
    await import('./react-start');
    await nextTask();
  }
  await import('./boot');
};
/**
 * The page's main pictures (`fetchpriority="high"`: the hero, a product's first image, the bag's lines) painted
 * before the app's start-up occupies the main thread, so it does not hold back their first frame (LCP). Capped: a
 * slow picture does not keep the page from coming alive.
 */
function mainPicturesShown(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    );
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 1000))]);
}

if (serverRendered) {
  void mainPicturesShown().then(() => {
    requestAnimationFrame(() => setTimeout(() => void start(), 0));
    // A tab opened in the background gets no animation frames until it is shown.
    setTimeout(() => void start(), 250);
  });
} else void start();
