import './styles/index.css';
import './before-hydration';

/**
 * The entry the page loads: the stylesheet, and the app after the first paint. A server-rendered page
 * (docs/decisions/112, its router data in #router-data) is complete without JavaScript, so the browser paints it first and only then evaluates
 * React and the page's code to hydrate it; a page that starts empty loads the app at once.
 */
let started = false;
const serverRendered = !!document.getElementById('router-data');
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
