/**
 * The shop says the same thing everywhere (issue 17; docs/decisions/107): at 390 px and 1280 px, the footer, the
 * home page's strip and trust line, the product page, the FAQ, the policy pages and the contact page agree on
 * shipping (free and insured on every order — checkout adds no shipping charge), the return window and the
 * hours a person answers; nothing claims "24/7" or a free-shipping threshold; "Jewellery" is spelt the British
 * and Indian way, page heads included; and the guest menu's Track Your Order leads to /track-order.
 */
import type { Page } from '@playwright/test';
import { call, type TestProduct } from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';

/** Which promise each page states in its own body (the footer states shipping and hours on every page). */
function pages(
  product: TestProduct,
): Array<{ path: string; states: Array<'shipping' | 'returns' | 'hours'> }> {
  return [
    { path: '/', states: ['shipping', 'returns', 'hours'] },
    { path: `/products/${product.slug}`, states: ['shipping', 'returns'] },
    { path: '/faq', states: ['shipping', 'returns', 'hours'] },
    { path: '/shipping-policy', states: ['shipping'] },
    { path: '/return-policy', states: ['returns'] },
    { path: '/contact', states: ['hours'] },
    { path: '/about', states: ['returns'] },
    { path: '/terms-and-conditions', states: [] },
    { path: '/shop', states: [] },
  ];
}

/** The page's words as a reader (or a search engine) gets them: text nodes outside scripts, closed folds too. */
async function pageWords(page: Page): Promise<{ body: string; own: string; footer: string; head: string }> {
  return page.evaluate(() => {
    const words = (root: Element | null, skip?: Element | null) => {
      if (!root) return '';
      const out: string[] = [];
      const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (n.parentElement?.closest('script, style, noscript, template')) continue;
        if (skip?.contains(n)) continue;
        out.push(n.textContent ?? '');
      }
      return out.join(' ').replace(/\s+/g, ' ');
    };
    const meta = (sel: string) => document.querySelector(sel)?.getAttribute('content') ?? '';
    const footer = document.querySelector('footer');
    return {
      body: words(document.body),
      own: words(document.body, footer),
      footer: words(footer),
      head: [document.title, meta('meta[name="description"]'), meta('meta[property="og:description"]')].join(
        ' ',
      ),
    };
  });
}

const collapse = (s: string) => s.replace(/\s+/g, ' ');

test.describe('the shop states its promises the same way on every page', () => {
  let product: TestProduct;
  test.beforeAll(async () => {
    // A demo piece (read only): its page states shipping and returns.
    const { status, body } = await call<{ product: TestProduct }>(
      '/api/product/get-product/aurora-round-solitaire-ring',
    );
    expect(status).toBe(200);
    product = body.product;
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('footer, home, product, FAQ, policies and contact agree', async ({ page }) => {
        const problems: Record<string, string[]> = {};
        const note = (path: string, problem: string) => (problems[path] ??= []).push(problem);
        for (const { path, states } of pages(product)) {
          await page.goto(path);
          await expect(page.locator('main h1').first()).toBeVisible();
          const { body, own, footer, head } = await pageWords(page);
          const all = `${head} ${body}`;

          if (/jewel(e)?ry/i.test(all)) note(path, `says "${/\S*jewel(e)?ry\S*/i.exec(all)![0]}"`);
          if (/24\s*[/x×]\s*7|round the clock/i.test(all)) note(path, 'claims 24/7 support');
          if (/orders? (over|above)|minimum order of/i.test(all))
            note(path, 'states a free-shipping threshold');

          // Every page's footer: shipping in the one sentence, and the hours.
          if (!footer.includes(SHOP_PROMISES.shipping.sentence))
            note(path, 'footer without the shipping line');
          if (!footer.includes(SHOP_PROMISES.support.hours)) note(path, 'footer without the hours');

          // Whatever hours the page names are the shop's hours.
          for (const m of all.matchAll(
            /Monday to Saturday[,:]?\s*(\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M)/g,
          ))
            if (m[1] !== '11:00 AM to 8:00 PM') note(path, `other hours: ${m[0]}`);
          // Whatever return window it names is the one window.
          for (const m of all.matchAll(
            /(\d+)[- ]day returns|within (\d+) days (of|from the date it was) delivere?d?/gi,
          )) {
            const days = Number(m[1] ?? m[2]);
            if (days !== BUSINESS.returnWindowDays) note(path, `other return window: ${m[0]}`);
          }

          for (const promise of states) {
            const said =
              promise === 'shipping'
                ? [
                    SHOP_PROMISES.shipping.short,
                    SHOP_PROMISES.shipping.sentence,
                    SHOP_PROMISES.shipping.detail,
                  ]
                : promise === 'returns'
                  ? [
                      SHOP_PROMISES.returns.short,
                      SHOP_PROMISES.returns.window,
                      SHOP_PROMISES.returns.sentence,
                    ]
                  : [SHOP_PROMISES.support.hours, 'Monday to Saturday'];
            if (!said.some((s) => own.toLowerCase().includes(collapse(s).toLowerCase())))
              note(path, `does not state ${promise} in its own words`);
          }
        }

        // The product page's care section is spelt "Jewellery Care".
        await page.goto(`/products/${product.slug}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('summary', { hasText: 'Jewellery Care' })).toHaveCount(1);

        expect(problems).toEqual({});
      });

      test("the guest menu's Track Your Order opens the tracking page", async ({ page }) => {
        await page.goto('/shop');
        await page.getByRole('button', { name: /^Account menu/ }).click();
        const track = page.getByRole('menu').getByRole('menuitem', { name: 'Track Your Order' });
        await expect(track).toHaveAttribute('href', '/track-order');
        await track.click();
        await expect(page).toHaveURL(atPath('/track-order'));
        await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
      });
    });
  }
});
