import './styles/index.css';

/**
 * The entry the page loads: the stylesheet, and the app after the first paint. A server-rendered page
 * (docs/decisions/065) is complete without JavaScript, so the browser paints it first and only then evaluates
 * React and the page's code to hydrate it; a page that starts empty loads the app at once.
 */
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
if (serverRendered) {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
  // A tab opened in the background gets no animation frames until it is shown.
  setTimeout(() => void start(), 250);
} else void start();
