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
import type { Page } from '@playwright/test';
import { formatINR, paiseToRupees, rupeesToPaise } from '#domain/money';
import { ratePricePaise } from '#domain/pricing';
import { formatRatePerGram } from '#web/lib/rate-format';
import { baseURL, pageErrors as errorsOf } from './helpers/browser';
import {
  call,
  createCategory,
  createProduct,
  unique,
  useSession,
  type FixtureProduct,
} from './helpers/admin-fixtures';
import { admin, toast } from './helpers/admin-page';
import { seriousViolations } from './helpers/axe';
import { signInAdmin } from './helpers/fixtures';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

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

test.describe('metal rates: admin screen, dashboard, footer and product page', () => {
  let token = '';
  let adminName = '';
  let original22 = 0;
  let categoryId = '';
  let piece: FixtureProduct & { variants: RateVariant[] };

  test.beforeAll(async () => {
    const session = await admin();
    token = session.token;
    adminName = session.user.name;
    original22 = rateOf(await rates(), '22KT').ratePerGram;
    categoryId = (await createCategory(baseURL(), token))._id;
    piece = await createRatePiece(token, categoryId);
  });

  test.afterAll(async () => {
    // Other files price the demo catalogue at the seeded rate.
    if (token && original22 && rateOf(await rates(), '22KT').ratePerGram !== original22)
      await putRates(token, [{ metal: 'gold', purity: '22KT', ratePerGram: original22 }]);
  });

  const widths = [
    { name: '1280', viewport: DESKTOP, step: 37 },
    { name: '390', viewport: MOBILE, step: 38.5 },
  ] as const;

  for (const { name, viewport, step } of widths) {
    test.describe(() => {
      test.use({ viewport });

      test(`at ${name} px: a new 22KT rate reprices an open product page after a reload, with a breakup that adds up; the history lists it`, async ({
        page: shopper,
        pageErrors,
        openPage,
      }) => {
        const before = rateOf(await rates(), '22KT').ratePerGram;
        const after = Math.round((before + step) * 100) / 100;
        const desk = await openPage({ viewport });
        // The shopper has the piece open at today's rate.
        await shopper.goto(`/products/${piece.slug}`);
        await expect(shopper.getByText(formatINR(expectedPrice(before))).first()).toBeVisible();

        // The admin goes from the dashboard to Metal rates and changes Gold 22KT.
        await useSession(desk, await admin());
        await desk.goto('/admin');
        await desk.getByTestId('rates-freshness').getByRole('link').click();
        await expect(desk).toHaveURL(atPath('/admin/rates'));
        const field = desk.getByLabel('Gold 22KT');
        await expect(field).not.toHaveValue('');
        await field.fill(String(after));
        await expect(
          desk.getByTestId('rate-gold-22KT-change').getByText(`Was ${formatRatePerGram(before)}`),
        ).toBeVisible();
        await desk.getByRole('button', { name: 'Save rates' }).click();

        // The confirmation lists exactly what changes, old → new; only the changed rate is sent.
        const dialog = desk.getByRole('dialog', { name: 'Save this rate?' });
        await expect(dialog).toBeVisible();
        const changes = dialog.getByRole('list', { name: 'Rate changes' }).getByRole('listitem');
        await expect(changes).toHaveCount(1);
        await expect(changes.first()).toHaveText(
          new RegExp(
            `Gold 22KT[\\s\\S]*${re(formatRatePerGram(before))}[\\s\\S]*${re(formatRatePerGram(after))}`,
          ),
          { useInnerText: true },
        );
        const sent = desk.waitForRequest((r) => r.url().endsWith('/api/admin/rates') && r.method() === 'PUT');
        await dialog.getByRole('button', { name: 'Save rates' }).click();
        expect((await sent).postDataJSON()).toEqual({
          rates: [{ metal: 'gold', purity: '22KT', ratePerGram: after }],
        });
        await expect(toast(desk, 'Metal rates saved.')).toBeVisible();
        await expect(dialog).toHaveCount(0);

        // The screen shows the saved rate, who set it, and the change in the history.
        await expect(field).toHaveValue(formatRatePerGram(after).replace('₹', '').replace('/g', ''));
        await expect(desk.locator('#rate-gold-22KT-set')).toContainText(`by ${adminName}`, {
          useInnerText: true,
        });
        const historyRow = desk
          .getByRole('row')
          .filter({ hasText: 'Gold 22KT' })
          .filter({
            hasText: new RegExp(`${re(formatRatePerGram(before))}[\\s\\S]*${re(formatRatePerGram(after))}`),
          });
        await expect(historyRow.first()).toBeVisible();
        await expect(historyRow.first().getByText(adminName)).toBeVisible();
        expect(errorsOf(desk)).toEqual([]);

        // The shopper reloads: the new price, from the new rate, and a breakup that adds up to it.
        const price = expectedPrice(after);
        expect(price).not.toBe(expectedPrice(before));
        await shopper.reload();
        await expect(shopper.getByText(formatINR(price)).first()).toBeVisible();
        if (viewport === MOBILE) {
          // Folded on phones behind a disclosure button.
          const toggle = shopper.getByRole('button', { name: 'Price breakup' });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(shopper.getByTestId('price-breakup').locator('dl')).toBeHidden();
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        }
        const breakup = shopper.getByTestId('price-breakup');
        await expect(breakup.locator('dl')).toBeVisible();
        const parts = await shownBreakup(shopper);
        expect(parts.metal!.label).toBe(`Gold 22KT · 4.20 g × ${formatRatePerGram(after)}`);
        expect(parts.making!.label).toBe('Making charges (12% of metal)');
        expect(parts.stones!.amount).toBe(1500);
        expect(parts.gst!.label).toBe('GST 3%');
        expect(parts.total!.amount).toBe(price);
        expect(sumOfParts(parts)).toBe(price);
        // The amounts shown are those figures, written as everywhere else.
        for (const part of Object.values(parts))
          await expect(breakup.getByText(formatINR(Math.abs(part.amount))).first()).toBeVisible();
        // Readable at this width: nothing wider than the screen.
        expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        expect(pageErrors).toEqual([]);
      });
    });
  }

  test.describe(() => {
    test.use({ viewport: MOBILE });

    test('refuses a bad rate under its field, sends nothing, and says when nothing changed', async ({
      page,
    }) => {
      await useSession(page, await admin());
      await page.goto('/admin/rates');
      let puts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/admin/rates') && r.method() === 'PUT') puts++;
      });
      const silver = page.getByLabel('Silver 925');
      await expect(silver).not.toHaveValue('');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect(toast(page, 'No rate has changed')).toBeVisible();

      await silver.fill('12.345');
      await page.getByRole('button', { name: 'Save rates' }).click();
      const message = 'The rate must be a number of rupees per gram, more than 0, with at most two decimals.';
      await expect(page.locator('#rate-silver-925-error').getByText(message)).toBeVisible();
      await expect(silver).toHaveAttribute('aria-invalid', 'true');
      await expect(silver).toHaveAttribute('aria-describedby', /rate-silver-925-error/);
      await silver.fill('');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect(page.locator('#rate-silver-925-error').getByText(message)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(puts).toBe(0);
    });
  });

  test("confirms today's rates unchanged: every rate's 'last set' moves, nothing is repriced, no history row", async ({
    page,
    pageErrors,
  }) => {
    const before = await rates();
    const session = await admin();
    const historyTotal = async () =>
      (await call<{ total: number }>(baseURL(), '/api/admin/rates/history', { token: session.token })).total;
    const changesBefore = await historyTotal();
    await useSession(page, session);
    await page.goto('/admin/rates');
    await expect(page.getByLabel('Silver 925')).not.toHaveValue('');
    await page.getByRole('button', { name: "Confirm today's rates" }).click();
    await expect(toast(page, "Today's rates confirmed: unchanged.")).toBeVisible();
    const after = await rates();
    expect(after.map((r) => [r.metal, r.purity, r.ratePerGram])).toEqual(
      before.map((r) => [r.metal, r.purity, r.ratePerGram]),
    );
    for (const r of after) {
      const was = before.find((b) => b.metal === r.metal && b.purity === r.purity)!;
      expect(Date.parse(r.updatedAt)).toBeGreaterThan(Date.parse(was.updatedAt));
    }
    expect(await historyTotal()).toBe(changesBefore);
    expect(pageErrors).toEqual([]);
  });

  for (const { name, viewport } of widths) {
    test.describe(() => {
      test.use({ viewport });

      test(`at ${name} px: the dashboard says when rates were last set, and warns once that was an earlier day`, async ({
        page: today,
        openPage,
      }) => {
        // A save just now: today's rates.
        const now22 = rateOf(await rates(), '22KT');
        await putRates(token, [{ metal: 'gold', purity: '22KT', ratePerGram: now22.ratePerGram + 1 }]);
        await useSession(today, await admin());
        await today.goto('/admin');
        const notice = today.getByTestId('rates-freshness');
        await expect(notice).toHaveAttribute('data-state', 'today');
        await expect(notice).toHaveText(/Metal rates were last set today at \d\d:\d\d\./, {
          useInnerText: true,
        });
        await notice.getByRole('link', { name: 'Metal rates' }).click();
        await expect(today).toHaveURL(atPath('/admin/rates'));

        // Two days on (the browser's clock; the rates keep their time): older than a day.
        const later = await openPage({ viewport });
        await later.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
        await useSession(later, await admin());
        await later.goto('/admin');
        const stale = later.getByTestId('rates-freshness');
        await expect(stale).toHaveAttribute('data-state', 'stale');
        await expect(stale).toContainText('Metal rates are older than a day.', { useInnerText: true });
        await expect(stale).toContainText('last set 2 days ago', { useInnerText: true });
        await stale.getByRole('link', { name: 'Set today’s rates' }).click();
        await expect(later).toHaveURL(atPath('/admin/rates'));
        await expect(later.getByTestId('rates-freshness').getByText('older than a day')).toBeVisible();
      });
    });
  }

  test("the footer quotes today's 22KT and 24KT gold rates, in the page's first HTML (nothing moves when it loads)", async ({
    openPage,
  }) => {
    const list = await rates();
    const line = `22KT ${formatRatePerGram(rateOf(list, '22KT').ratePerGram)}`;
    const line24 = `24KT ${formatRatePerGram(rateOf(list, '24KT').ratePerGram)}`;
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain(formatRatePerGram(rateOf(list, '22KT').ratePerGram));
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      await page.goto('/shop');
      const rate = page.getByTestId('gold-rate');
      await expect(rate).toContainText(line, { useInnerText: true });
      await expect(rate).toContainText(line24, { useInnerText: true });
      await expect(rate).toHaveText(/^Gold rate, \d{1,2} \w{3} \d{4}:/, { useInnerText: true });
      // Not a server-rendered page: the line keeps its height while the rates load.
      await page.goto('/login');
      await expect(rate).toContainText(line, { useInnerText: true });
      const box = await rate.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(20);
    }
  });

  test.describe(() => {
    test.use({ viewport: MOBILE });

    test('a fixed price says it includes GST and has no breakup; a certificate shows with its link', async ({
      page,
    }) => {
      const fixed = await createProduct(baseURL(), token, { categoryId, title: unique('Fixed Ring') });
      const certified = await createRatePiece(token, categoryId, {
        lab: 'IGI',
        number: 'LG-7788',
        url: 'https://www.igi.org/verify-your-report/?r=LG-7788',
      });
      await page.goto(`/products/${fixed.slug}`);
      await expect(page.getByTestId('price-note').getByText('Price includes 3% GST')).toBeVisible();
      await expect(page.getByTestId('price-breakup')).toHaveCount(0);
      await expect(page.getByTestId('certificate')).toHaveCount(0);

      await page.goto(`/products/${certified.slug}`);
      await expect(page.getByTestId('price-breakup')).toBeVisible();
      await expect(page.getByTestId('certificate')).toContainText('IGI certificate no. LG-7788', {
        useInnerText: true,
      });
      const link = page.getByRole('link', {
        name: 'View the IGI certificate no. LG-7788 (opens in a new tab)',
      });
      await expect(link).toHaveAttribute('href', 'https://www.igi.org/verify-your-report/?r=LG-7788');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    });
  });

  test('axe: the Metal rates screen (and its confirmation), the dashboard warning and the price breakup', async ({
    openPage,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids.
      const page = await openPage({ viewport, bypassCSP: true });
      await signInAdmin(page);
      await page.goto('/admin/rates');
      await expect(page.getByRole('row').filter({ hasText: 'Gold 22KT' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Gold 24KT').fill('13,001');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByLabel('Gold 18KT').fill('0');
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect(page.locator('#rate-gold-18KT-error')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
      await page.goto('/admin');
      await expect(page.locator('[data-testid="rates-freshness"][data-state="stale"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.clock.setFixedTime(new Date());

      await page.goto(`/products/${piece.slug}`);
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Price breakup' }).click();
      await expect(page.getByTestId('price-breakup').locator('dl')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

function re(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
