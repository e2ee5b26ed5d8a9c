import './styles/index.css';

/**
 * The entry the page loads: the stylesheet, and the app after the first paint. A server-rendered page
 * (docs/decisions/065) is complete without JavaScript, so the browser paints it first and only then evaluates
 * React and the page's code to hydrate it; a page that starts empty loads the app at once.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
if (document.getElementById('aurelia-state')) {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background gets no animation frames until it is shown.
  setTimeout(start, 250);
} else start();
