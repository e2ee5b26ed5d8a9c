import './styles/index.css';
import fontsHref from './styles/fonts.css?url';
import './before-hydration';

/**
 * The entry the page loads: the stylesheet, and the app after the first paint. A server-rendered page
 * (docs/decisions/112, its router data in #router-data) is complete without JavaScript, so the browser paints it first and only then evaluates
 * React and the page's code to hydrate it; a page that starts empty loads the app at once.
 */
const serverRendered = !!document.getElementById('router-data');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
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

/**
 * The page's first contentful paint, as the browser reports it once the frame is on screen — not merely drawn: on
 * a busy phone the frame can reach the screen well after an animation frame's callback has run. Capped, for a tab
 * opened in the background (it paints nothing until shown).
 */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, document.visibilityState === 'hidden' ? 0 : 1000);
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

/**
 * The web fonts' stylesheet (styles/fonts.css), added once the first paint is on screen: that paint is set in the
 * metric-matched fallback faces, so the swap moves nothing (docs/decisions/117, 128), and the faces (45 KB) neither
 * share a slow phone's connection with the page's main picture nor race its first frame.
 */
function addWebFonts(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = fontsHref;
  document.head.append(link);
}

// A server-rendered page starts its app after its main pictures and its first paint are on screen, so neither
// waits for the app's start-up; a page that starts empty starts at once.
const painted = mainPicturesShown().then(firstPaintShown);
if (serverRendered) void painted.then(start);
else void start();
void painted.then(addWebFonts);
