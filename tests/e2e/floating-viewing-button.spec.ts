/**
 * The floating 'Book a Virtual View' button never hides what a shopper needs (issue 17; docs/decisions/107), on
 * every storefront page at 390 px and 1280 px:
 *
 * - at first paint it overlaps no heading, price or main button (phones show it only once the page has scrolled;
 *   from 1024 px it is there at once and touches nothing at all — no text, no control — in the page's margin);
 * - every visible link, button, field and label can be scrolled clear of it (scrolled into the middle of the
 *   screen, or as far as the page goes), and at the very end of the page it covers no text and no control;
 * - on phones it is a small round icon with a name, placed above the safe area;
 * - it is not there at all on the bag, checkout, payment and account forms.
 *
 * One context per width, the pages one after the other; every measurement of a page is one script run in the
 * page (scrolling synchronously), so the whole file stays quick.
 */
import type { Page } from '@playwright/test';
import { call, guestLine, newShopper, setGuestCart, type TestProduct } from './helpers/shop';
import { putSession } from './helpers/session';
import { MOBILE, atPath, expect, test } from './helpers/test';

/** A laptop's height: the first screen is short, so what sits near its bottom edge is in play. */
const LAPTOP = { width: 1280, height: 720 };

/** The storefront pages that show the button (a guest's, then the signed-in profile). */
function pagesWithButton(ring: TestProduct): string[] {
  return [
    '/',
    '/shop',
    '/new-arrivals',
    '/collections/rings',
    '/aurelias-collection/heritage',
    `/products/${ring.slug}`,
    '/about',
    '/faq',
    '/contact',
    '/privacy-policy',
    '/return-policy',
    '/shipping-policy',
    '/terms-and-conditions',
    '/track-order',
    '/wishlist',
    '/no-such-page',
  ];
}

/** Where the shopper is finishing a task: no floating button. */
const TASK_PAGES = ['/cart', '/checkout', '/login', '/signup', '/forgot-password', '/payment-cancel'];

interface FirstPaint {
  /** Shown on the first screen (phones show it once the page has scrolled). */
  shown: boolean;
  covered: string[];
}
interface Scrolled {
  present: boolean;
  label?: string | null;
  box?: { x: number; y: number; width: number; height: number };
  viewport?: { width: number; height: number };
  safeArea?: boolean;
  covered?: string[];
  atEnd?: string[];
}

/**
 * Helpers run in the page, as plain script text (nothing the test's compiler adds can break them). `hits` needs
 * the button's box `b`.
 */
const HELPERS = `
  const btn = document.querySelector('[data-floating-viewing]');
  const visible = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && (() => { const r = el.getBoundingClientRect(); return r.width > 1 && r.height > 1; })();
  const b = btn && visible(btn) ? btn.getBoundingClientRect() : null;
  const hits = (r) => r.width > 1 && r.height > 1 && r.left < b.right - 0.5 && r.right > b.left + 0.5 && r.top < b.bottom - 0.5 && r.bottom > b.top + 0.5;
  const name = (el) => el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\\s+/g, ' ').slice(0, 50) + '"';
  const outside = (el) => el !== btn && !btn.contains(el) && !el.closest('[data-sonner-toaster]');
  const controls = () => [...document.querySelectorAll('a, button, input, select, textarea, label')].filter((el) => outside(el) && visible(el));
  const texts = () => {
    const found = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent.trim() || !n.parentElement || !outside(n.parentElement) || !visible(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      if ([...range.getClientRects()].some(hits)) found.push('text "' + n.textContent.trim().slice(0, 50) + '"');
    }
    return found;
  };
`;

/**
 * The first screen, at the top of the page. `strict` (wide screens): no text or control may touch the button;
 * otherwise headings, prices and main buttons.
 */
const FIRST_PAINT = `(strict) => {
  window.scrollTo(0, 0);
  ${HELPERS}
  if (!b) return { shown: false, covered: [] };
  const essentials = strict
    ? controls()
    : [...document.querySelectorAll('main *')].filter(
        (el) => el.matches('h1, .btn-primary, .btn-secondary, .btn-light, button[type="submit"]') || (el.children.length === 0 && /^\\s*₹\\s?[\\d,]+/.test(el.textContent || '')),
      ).filter((el) => outside(el) && visible(el));
  const covered = essentials.filter((el) => hits(el.getBoundingClientRect())).map(name);
  if (strict) covered.push(...texts());
  return { shown: true, covered };
}`;

/**
 * Once the button shows: every control scrolled into the middle of the screen (or as far as the page goes) is
 * clear of it, and at the very end of the page nothing is under it. Scrolling here is synchronous, so the button
 * keeps the box it had (on phones it would hide near the top: measuring as if it stayed is the stricter test).
 */
const SCROLLED = `() => {
  ${HELPERS}
  if (!b) return { present: false };
  const covered = [];
  for (const el of controls()) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (hits(el.getBoundingClientRect())) covered.push(name(el));
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  const atEnd = controls().filter((el) => hits(el.getBoundingClientRect())).map(name).concat(texts());
  const rules = [...document.styleSheets].flatMap((s) => { try { return [...s.cssRules]; } catch { return []; } });
  const safeArea = rules.some((r) => r.cssText.includes('safe-area-inset-bottom') && r.selectorText && btn.matches(r.selectorText));
  return {
    present: true,
    label: btn.getAttribute('aria-label'),
    box: { x: b.x, y: b.y, width: b.width, height: b.height },
    viewport: { width: innerWidth, height: innerHeight },
    safeArea,
    covered,
    atEnd,
  };
}`;

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (/^\/(shop|new-arrivals|collections|aurelias-collection)|^\/$/.test(path))
    await expect(page.locator('main article').first()).toBeVisible();
  // Pictures and late content (reviews, the gold rate) have their room before anything is measured.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe('the floating viewing button covers nothing a shopper needs', () => {
  let ring: TestProduct;
  test.beforeAll(async () => {
    // A demo piece whose price sits near the bottom of a phone's first screen (read only).
    const { status, body } = await call<{ product: TestProduct }>(
      '/api/product/get-product/silver-dot-stacking-set',
    );
    expect(status).toBe(200);
    ring = body.product;
  });

  for (const viewport of [MOBILE, LAPTOP]) {
    const phone = viewport.width < 1024;

    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      test('on every storefront page', async ({ page }) => {
        const problems: Record<string, unknown> = {};
        const shopper = await newShopper('Meera Iyer');
        const paths = [...pagesWithButton(ring), '/profile'];
        for (const path of paths) {
          if (path === '/profile') await putSession(page, shopper);
          await settle(page, path);
          const found: Record<string, unknown> = {};
          const first = (await page.evaluate(`(${FIRST_PAINT})(${!phone})`)) as FirstPaint;
          if (first.covered.length) found.firstPaint = first.covered;
          // From 1024 px it is there from the start; on phones once the first screen has moved out of its way.
          if (!phone && !first.shown) found.shown = 'not at first paint';
          await page.evaluate(() => window.scrollTo(0, 600));
          // Given time to come in; a page without it is reported below with the rest.
          await page
            .locator('[data-floating-viewing]')
            .waitFor({ state: 'visible', timeout: 5_000 })
            .catch(() => {});
          const m = (await page.evaluate(`(${SCROLLED})()`)) as Scrolled;
          if (!m.present) {
            problems[path] = { ...found, present: 'no floating button after scrolling' };
            continue;
          }
          if (m.label !== 'Book a Virtual View') found.label = m.label;
          if (m.covered?.length) found.coveredWhenScrolledTo = m.covered;
          if (m.atEnd?.length) found.coveredAtTheEnd = m.atEnd;
          if (phone) {
            // A small round icon, clear of the bottom edge, lifted by the safe area on phones that have one.
            const box = m.box!;
            if (box.width > 48 || box.height > 48) found.size = box;
            if (box.y + box.height > m.viewport!.height - 8) found.tooLow = box;
            if (!m.safeArea) found.safeArea = 'bottom does not add env(safe-area-inset-bottom)';
          } else if (m.box!.x + m.box!.width > 32) found.outsideTheMargin = m.box;
          if (Object.keys(found).length) problems[path] = found;
        }
        expect(problems).toEqual({});
      });

      test('is not on the bag, checkout, payment and account forms', async ({ page }) => {
        // A guest bag, so checkout stays on its first step instead of sending an empty bag to /cart.
        const variant = ring.variants.find((v) => v.stock > 0)!;
        await setGuestCart(page, [guestLine(ring, variant, 1, variant.size[0] ?? '')]);
        for (const path of TASK_PAGES) {
          await page.goto(path);
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page, path).toHaveURL(atPath(path));
          await expect(page.locator('[data-floating-viewing]'), path).toHaveCount(0);
        }
        // Back on a page to browse, it is there again (the same layout, another route).
        await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
        await expect(page).toHaveURL(atPath('/faq'));
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect(page.getByRole('button', { name: 'Book a Virtual View' })).toBeVisible();
      });
    });
  }
});
