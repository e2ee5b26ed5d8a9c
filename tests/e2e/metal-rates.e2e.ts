/**
 * Metal rates in the browser (issue 16, items 1, 4 and 6; docs/decisions/096-metal-rates-screens.md): the admin
 * changes the 22KT gold rate on the Metal rates screen and a rate-linked 22KT piece, open in a shopper's page,
 * shows the new price after a reload with a breakup that adds up; the history lists the change; the dashboard
 * says when rates were last set and warns when that was an earlier day (the browser's clock moved on: the
 * database lives in the server process); the footer quotes today's gold rate in its first HTML; a fixed price
 * says it includes GST; a certificate shows with its link; axe finds nothing serious. At 390 and 1280 px.
 *
 * The 22KT rate is shared with the demo catalogue other files read: it is put back after the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatINR, paiseToRupees, rupeesToPaise } from '#domain/money';
import { ratePricePaise } from '#domain/pricing';
import { formatRatePerGram } from '#web/lib/rate-format';
import {
  DESKTOP,
  MOBILE,
  baseURL,
  launchBrowser,
  newPage,
  pageErrors,
  screenshotOnFailure,
} from './helpers/browser';
import {
  call,
  createCategory,
  createProduct,
  unique,
  useSession,
  type FixtureProduct,
} from './helpers/admin-fixtures';
import { admin, pathOf, toast } from './helpers/admin-page';
import { seriousViolations } from './helpers/axe';
import { axePage, signInAdmin } from './helpers/fixtures';

interface Rate {
  metal: string;
  purity: string;
  ratePerGram: number;
  updatedAt: string;
}
interface Breakup {
  metal: number;
  making: number;
  stones: number;
  discount: number;
  gst: number;
  total: number;
  ratePerGram: number;
}
type RateVariant = FixtureProduct['variants'][number] & { priceBreakup: Breakup | null };

const rates = async () => (await call<{ rates: Rate[] }>(baseURL(), '/api/rates')).rates;
const rateOf = (list: Rate[], purity: string) => list.find((r) => r.metal === 'gold' && r.purity === purity)!;
const putRates = async (token: string, list: Array<Omit<Rate, 'updatedAt'>>) =>
  call(baseURL(), '/api/admin/rates', { method: 'PUT', token, body: { rates: list } });

/** The recipe of the test's own piece: 4.20 g of 22KT gold, making 12% of the metal, ₹1,500 of stones. */
const RECIPE = {
  weightGrams: 4.2,
  making: { type: 'percent' as const, value: 1200 },
  stoneValuePaise: 150_000,
};
/** Its price at a 22KT rate, by the shop's one pricing rule (domain/pricing.ts). */
const expectedPrice = (ratePerGram: number) =>
  paiseToRupees(ratePricePaise(RECIPE, rupeesToPaise(ratePerGram)));

async function createRatePiece(
  token: string,
  categoryId: string,
  certificate: { lab: string; number: string; url: string | null } | null = null,
) {
  const { products } = await call<{ products: Array<{ mainImage: string }> }>(
    baseURL(),
    '/api/product/getproducts?limit=100',
  );
  const image = products.find((p) => p.mainImage.startsWith('/uploads/'))!.mainImage;
  const { product } = await call<{ product: FixtureProduct & { variants: RateVariant[] } }>(
    baseURL(),
    '/api/product/add-product',
    {
      method: 'POST',
      token,
      body: {
        title: unique('Rate Band'),
        category: categoryId,
        mainImage: image,
        ...(certificate ? { certificate } : {}),
        variants: [
          {
            material: 'Yellow Gold',
            purity: '22KT',
            sku: unique('RATE').toUpperCase(),
            stock: 5,
            weight: RECIPE.weightGrams,
            size: ['7'],
            images: [image],
            pricing: { mode: 'rate', makingCharge: { type: 'percent', value: 12 }, stoneValue: 1500 },
          },
        ],
      },
    },
  );
  return product;
}

/** The breakup's figures as the page shows them (data-amount: the signed rupees of each row). */
async function shownBreakup(page: Page) {
  const rows = page.getByTestId('price-breakup').locator('[data-part]');
  const parts: Record<string, { label: string; amount: number }> = {};
  for (const row of await rows.all()) {
    const key = (await row.getAttribute('data-part'))!;
    parts[key] = {
      label: (await row.locator('dt').innerText()).trim(),
      amount: Number(await row.locator('dd').getAttribute('data-amount')),
    };
  }
  return parts;
}

const sumOfParts = (parts: Record<string, { amount: number }>) =>
  paiseToRupees(
    Object.entries(parts)
      .filter(([key]) => key !== 'total')
      .reduce((n, [, p]) => n + rupeesToPaise(p.amount), 0),
  );

describe('metal rates: admin screen, dashboard, footer and product page', () => {
  let browser: Browser;
  let token = '';
  let adminName = '';
  let original22 = 0;
  let categoryId = '';
  let piece: FixtureProduct & { variants: RateVariant[] };

  beforeAll(async () => {
    browser = await launchBrowser();
    const session = await admin();
    token = session.token;
    adminName = session.user.name;
    original22 = rateOf(await rates(), '22KT').ratePerGram;
    categoryId = (await createCategory(baseURL(), token))._id;
    piece = await createRatePiece(token, categoryId);
  });

  afterAll(async () => {
    // Other files price the demo catalogue at the seeded rate.
    if (token && original22 && rateOf(await rates(), '22KT').ratePerGram !== original22)
      await putRates(token, [{ metal: 'gold', purity: '22KT', ratePerGram: original22 }]);
    await browser?.close();
  });

  const widths = [
    { name: '1280', viewport: DESKTOP, step: 37 },
    { name: '390', viewport: MOBILE, step: 38.5 },
  ] as const;

  for (const { name, viewport, step } of widths) {
    it(`at ${name} px: a new 22KT rate reprices an open product page after a reload, with a breakup that adds up; the history lists it`, async () => {
      const before = rateOf(await rates(), '22KT').ratePerGram;
      const after = Math.round((before + step) * 100) / 100;
      const shopper = await newPage(browser, { viewport });
      const desk = await newPage(browser, { viewport });
      try {
        // The shopper has the piece open at today's rate.
        await shopper.page.goto(`/products/${piece.slug}`);
        await shopper.page
          .getByText(formatINR(expectedPrice(before)))
          .first()
          .waitFor();

        // The admin goes from the dashboard to Metal rates and changes Gold 22KT.
        await useSession(desk.page, await admin());
        await desk.page.goto('/admin');
        await desk.page.getByTestId('rates-freshness').getByRole('link').click();
        await expect.poll(() => pathOf(desk.page)).toBe('/admin/rates');
        const field = desk.page.getByLabel('Gold 22KT');
        await expect.poll(() => field.inputValue()).not.toBe('');
        await field.fill(String(after));
        await desk.page
          .getByTestId('rate-gold-22KT-change')
          .getByText(`Was ${formatRatePerGram(before)}`)
          .waitFor();
        await desk.page.getByRole('button', { name: 'Save rates' }).click();

        // The confirmation lists exactly what changes, old → new; only the changed rate is sent.
        const dialog = desk.page.getByRole('dialog', { name: 'Save this rate?' });
        await dialog.waitFor();
        const changes = dialog.getByRole('list', { name: 'Rate changes' }).getByRole('listitem');
        await expect.poll(() => changes.count()).toBe(1);
        await expect
          .poll(() => changes.first().innerText())
          .toMatch(
            new RegExp(
              `Gold 22KT[\\s\\S]*${re(formatRatePerGram(before))}[\\s\\S]*${re(formatRatePerGram(after))}`,
            ),
          );
        const sent = desk.page.waitForRequest(
          (r) => r.url().endsWith('/api/admin/rates') && r.method() === 'PUT',
        );
        await dialog.getByRole('button', { name: 'Save rates' }).click();
        expect((await sent).postDataJSON()).toEqual({
          rates: [{ metal: 'gold', purity: '22KT', ratePerGram: after }],
        });
        await expect.poll(() => toast(desk.page, 'Metal rates saved.').isVisible()).toBe(true);
        await expect.poll(() => dialog.count()).toBe(0);

        // The screen shows the saved rate, who set it, and the change in the history.
        await expect
          .poll(() => field.inputValue())
          .toBe(formatRatePerGram(after).replace('₹', '').replace('/g', ''));
        await expect
          .poll(() => desk.page.locator('#rate-gold-22KT-set').innerText())
          .toContain(`by ${adminName}`);
        const historyRow = desk.page
          .getByRole('row')
          .filter({ hasText: 'Gold 22KT' })
          .filter({
            hasText: new RegExp(`${re(formatRatePerGram(before))}[\\s\\S]*${re(formatRatePerGram(after))}`),
          });
        await historyRow.first().waitFor();
        await historyRow.first().getByText(adminName).waitFor();
        expect(pageErrors(desk.page)).toEqual([]);

        // The shopper reloads: the new price, from the new rate, and a breakup that adds up to it.
        const price = expectedPrice(after);
        expect(price).not.toBe(expectedPrice(before));
        await shopper.page.reload();
        await shopper.page.getByText(formatINR(price)).first().waitFor();
        if (viewport === MOBILE) {
          // Folded on phones behind a disclosure button.
          const toggle = shopper.page.getByRole('button', { name: 'Price breakup' });
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect(await shopper.page.getByTestId('price-breakup').locator('dl').isVisible()).toBe(false);
          await toggle.click();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        }
        const breakup = shopper.page.getByTestId('price-breakup');
        await breakup.locator('dl').waitFor();
        const parts = await shownBreakup(shopper.page);
        expect(parts.metal!.label).toBe(`Gold 22KT · 4.20 g × ${formatRatePerGram(after)}`);
        expect(parts.making!.label).toBe('Making charges (12% of metal)');
        expect(parts.stones!.amount).toBe(1500);
        expect(parts.gst!.label).toBe('GST 3%');
        expect(parts.total!.amount).toBe(price);
        expect(sumOfParts(parts)).toBe(price);
        // The amounts shown are those figures, written as everywhere else.
        for (const part of Object.values(parts))
          await breakup
            .getByText(formatINR(Math.abs(part.amount)))
            .first()
            .waitFor();
        // Readable at this width: nothing wider than the screen.
        expect(await shopper.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(pageErrors(shopper.page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(desk.page, `metal-rates-admin-${name}`);
        await screenshotOnFailure(shopper.page, `metal-rates-product-${name}`);
        throw err;
      } finally {
        await shopper.context.close();
        await desk.context.close();
      }
    });
  }

  it('refuses a bad rate under its field, sends nothing, and says when nothing changed', async () => {
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await useSession(page, await admin());
      await page.goto('/admin/rates');
      let puts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/admin/rates') && r.method() === 'PUT') puts++;
      });
      const silver = page.getByLabel('Silver 925');
      await expect.poll(() => silver.inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect.poll(() => toast(page, 'No rate has changed').isVisible()).toBe(true);

      await silver.fill('12.345');
      await page.getByRole('button', { name: 'Save rates' }).click();
      const message = 'The rate must be a number of rupees per gram, more than 0, with at most two decimals.';
      await page.locator('#rate-silver-925-error').getByText(message).waitFor();
      expect(await silver.getAttribute('aria-invalid')).toBe('true');
      expect(await silver.getAttribute('aria-describedby')).toContain('rate-silver-925-error');
      await silver.fill('');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await page.locator('#rate-silver-925-error').getByText(message).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(puts).toBe(0);
    } catch (err) {
      await screenshotOnFailure(page, 'metal-rates-invalid');
      throw err;
    } finally {
      await context.close();
    }
  });

  it("confirms today's rates unchanged: every rate's 'last set' moves, nothing is repriced, no history row", async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      const before = await rates();
      const session = await admin();
      const historyTotal = async () =>
        (await call<{ total: number }>(baseURL(), '/api/admin/rates/history', { token: session.token }))
          .total;
      const changesBefore = await historyTotal();
      await useSession(page, session);
      await page.goto('/admin/rates');
      await expect.poll(() => page.getByLabel('Silver 925').inputValue()).not.toBe('');
      await page.getByRole('button', { name: "Confirm today's rates" }).click();
      await expect.poll(() => toast(page, "Today's rates confirmed: unchanged.").isVisible()).toBe(true);
      const after = await rates();
      expect(after.map((r) => [r.metal, r.purity, r.ratePerGram])).toEqual(
        before.map((r) => [r.metal, r.purity, r.ratePerGram]),
      );
      for (const r of after) {
        const was = before.find((b) => b.metal === r.metal && b.purity === r.purity)!;
        expect(Date.parse(r.updatedAt)).toBeGreaterThan(Date.parse(was.updatedAt));
      }
      expect(await historyTotal()).toBe(changesBefore);
      expect(pageErrors(page)).toEqual([]);
    } catch (err) {
      await screenshotOnFailure(page, 'metal-rates-confirm');
      throw err;
    } finally {
      await context.close();
    }
  });

  for (const { name, viewport } of widths) {
    it(`at ${name} px: the dashboard says when rates were last set, and warns once that was an earlier day`, async () => {
      // A save just now: today's rates.
      const now22 = rateOf(await rates(), '22KT');
      await putRates(token, [{ metal: 'gold', purity: '22KT', ratePerGram: now22.ratePerGram + 1 }]);
      const today = await newPage(browser, { viewport });
      try {
        await useSession(today.page, await admin());
        await today.page.goto('/admin');
        const notice = today.page.getByTestId('rates-freshness');
        await expect.poll(() => notice.getAttribute('data-state')).toBe('today');
        expect(await notice.innerText()).toMatch(/Metal rates were last set today at \d\d:\d\d\./);
        await notice.getByRole('link', { name: 'Metal rates' }).click();
        await expect.poll(() => pathOf(today.page)).toBe('/admin/rates');
      } catch (err) {
        await screenshotOnFailure(today.page, `metal-rates-dashboard-today-${name}`);
        throw err;
      } finally {
        await today.context.close();
      }

      // Two days on (the browser's clock; the rates keep their time): older than a day.
      const later = await newPage(browser, { viewport });
      try {
        await later.context.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
        await useSession(later.page, await admin());
        await later.page.goto('/admin');
        const notice = later.page.getByTestId('rates-freshness');
        await expect.poll(() => notice.getAttribute('data-state')).toBe('stale');
        expect(await notice.innerText()).toContain('Metal rates are older than a day.');
        expect(await notice.innerText()).toContain('last set 2 days ago');
        await notice.getByRole('link', { name: 'Set today’s rates' }).click();
        await expect.poll(() => pathOf(later.page)).toBe('/admin/rates');
        await later.page.getByTestId('rates-freshness').getByText('older than a day').waitFor();
      } catch (err) {
        await screenshotOnFailure(later.page, `metal-rates-dashboard-stale-${name}`);
        throw err;
      } finally {
        await later.context.close();
      }
    });
  }

  it("the footer quotes today's 22KT and 24KT gold rates, in the page's first HTML (nothing moves when it loads)", async () => {
    const list = await rates();
    const line = `22KT ${formatRatePerGram(rateOf(list, '22KT').ratePerGram)}`;
    const line24 = `24KT ${formatRatePerGram(rateOf(list, '24KT').ratePerGram)}`;
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain(formatRatePerGram(rateOf(list, '22KT').ratePerGram));
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, { viewport });
      try {
        await page.goto('/shop');
        const rate = page.getByTestId('gold-rate');
        await expect.poll(() => rate.innerText()).toContain(line);
        expect(await rate.innerText()).toContain(line24);
        expect(await rate.innerText()).toMatch(/^Gold rate, \d{1,2} \w{3} \d{4}:/);
        // Not a server-rendered page: the line keeps its height while the rates load.
        await page.goto('/login');
        await expect.poll(() => rate.innerText()).toContain(line);
        const box = await rate.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(20);
      } catch (err) {
        await screenshotOnFailure(page, `metal-rates-footer-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });

  it('a fixed price says it includes GST and has no breakup; a certificate shows with its link', async () => {
    const fixed = await createProduct(baseURL(), token, { categoryId, title: unique('Fixed Ring') });
    const certified = await createRatePiece(token, categoryId, {
      lab: 'IGI',
      number: 'LG-7788',
      url: 'https://www.igi.org/verify-your-report/?r=LG-7788',
    });
    const { page, context } = await newPage(browser, { viewport: MOBILE });
    try {
      await page.goto(`/products/${fixed.slug}`);
      await page.getByTestId('price-note').getByText('Price includes 3% GST').waitFor();
      expect(await page.getByTestId('price-breakup').count()).toBe(0);
      expect(await page.getByTestId('certificate').count()).toBe(0);

      await page.goto(`/products/${certified.slug}`);
      await page.getByTestId('price-breakup').waitFor();
      const certificate = page.getByTestId('certificate');
      expect(await certificate.innerText()).toContain('IGI certificate no. LG-7788');
      const link = page.getByRole('link', {
        name: 'View the IGI certificate no. LG-7788 (opens in a new tab)',
      });
      expect(await link.getAttribute('href')).toBe('https://www.igi.org/verify-your-report/?r=LG-7788');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    } catch (err) {
      await screenshotOnFailure(page, 'metal-rates-fixed-and-certificate');
      throw err;
    } finally {
      await context.close();
    }
  });

  it('axe: the Metal rates screen (and its confirmation), the dashboard warning and the price breakup', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await axePage(browser, viewport);
      try {
        await signInAdmin(page);
        await page.goto('/admin/rates');
        await page.getByRole('row').filter({ hasText: 'Gold 22KT' }).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel('Gold 24KT').fill('13,001');
        await page.getByRole('button', { name: 'Save rates' }).click();
        await page.getByRole('dialog').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.getByLabel('Gold 18KT').fill('0');
        await page.getByRole('button', { name: 'Save rates' }).click();
        await page.locator('#rate-gold-18KT-error').waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        await context.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
        await page.goto('/admin');
        await page.locator('[data-testid="rates-freshness"][data-state="stale"]').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await context.clock.setFixedTime(new Date());

        await page.goto(`/products/${piece.slug}`);
        if (viewport === MOBILE) await page.getByRole('button', { name: 'Price breakup' }).click();
        await page.getByTestId('price-breakup').locator('dl').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } catch (err) {
        await screenshotOnFailure(page, `metal-rates-axe-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });
});

function re(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
