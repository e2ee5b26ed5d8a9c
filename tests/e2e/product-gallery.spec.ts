/**
 * The product page's gallery, recently viewed pieces and ring size guide (issue 17 items 6 and 10, decision 111).
 * A ring of the test's own is uploaded through the admin API with three 1600 × 2000 pictures, so its pictures have
 * their 1600 px zoom files as any new upload does; a demo piece stands for pictures stored without one.
 *
 * At 390 px with touch: a swipe moves to the next picture; the full-screen viewer opens, a pinch zooms it.
 * At 1280 px: the arrow keys move the gallery; the viewer opens from the keyboard, keeps focus inside, moves with
 * the arrows, zooms with the wheel and gives focus back on Escape; the hover zoom loads the 1600 px file (and
 * falls back to the picture's own file when there is none). Recently viewed lists the pieces visited before,
 * newest first. The size guide opens from the size picker and lists sizes with their millimetres.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { baseURL, pageErrors } from './helpers/browser';
import { focusStaysInside } from './helpers/keyboard';
import { admin, call } from './helpers/shop';
import { DESKTOP, MOBILE, atPath, expect, test } from './helpers/test';

const shots = path.resolve('test-results/product-gallery');

/** A 1600 × 2000 picture of a ring in one colour, drawn with detail worth zooming into. */
async function ringPicture(color: string, label: string): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2000">
    <rect width="100%" height="100%" fill="#faf7f2"/>
    <circle cx="800" cy="1000" r="520" fill="none" stroke="${color}" stroke-width="90"/>
    <circle cx="800" cy="1000" r="470" fill="none" stroke="#00000022" stroke-width="6"/>
    <polygon points="800,380 880,480 800,560 720,480" fill="#e8f1ff" stroke="#777" stroke-width="4"/>
    <text x="80" y="1900" font-size="64" font-family="sans-serif" fill="#1f1d1b">${label}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

interface UploadedRing {
  slug: string;
  title: string;
  mainImage: string;
}

/** A ring in a category of the test's own (named "… Rings", so it is a ring), with three uploaded pictures. */
async function uploadRing(): Promise<UploadedRing> {
  const token = await admin();
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const category = await call<{ category: { _id: string } }>('/api/category/add-category', {
    method: 'POST',
    token,
    body: { name: `Gallery Test Rings ${tag}` },
  });
  if (category.status !== 201) throw new Error(`category: ${JSON.stringify(category.body)}`);
  const form = new FormData();
  form.append(
    'product',
    JSON.stringify({
      title: `Gallery Halo Ring ${tag}`,
      description: 'Uploaded by the gallery browser test.',
      categoryId: category.body.category._id,
      status: 'active',
      variants: [
        {
          metalColor: 'Yellow Gold',
          purity: '18KT',
          sku: `GAL-${tag}`,
          totalPrice: 45000,
          size: '10, 12, 14',
          stock: 5,
          weightInGrams: 3.1,
        },
      ],
    }),
  );
  form.append('mainImage', await ringPicture('#c9a96e', 'Front'), 'front.png');
  form.append('variantImages_0', await ringPicture('#b08d57', 'Side'), 'side.png');
  form.append('variantImages_0', await ringPicture('#8c6b38', 'Top'), 'top.png');
  const res = await fetch(`${baseURL()}/api/product/add-product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { product: UploadedRing };
  if (res.status !== 201) throw new Error(`product: ${JSON.stringify(body)}`);
  return body.product;
}

/** A one-finger horizontal swipe on an element, as touch events through the DevTools protocol. */
async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 + (dx < 0 ? box.width / 4 : -box.width / 4);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + (dx * i) / 8, y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart over an element's centre. */
async function pinchOut(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number) => [
    { x: cx - d, y: cy, id: 1 },
    { x: cx + d, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30) });
  for (let d = 40; d <= 150; d += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const viewerScale = (page: Page) =>
  page.getByTestId('viewer-stage').evaluate((el) => Number((el as HTMLElement).dataset.scale));

test.describe('product gallery, recently viewed and size guide', () => {
  let ring: UploadedRing;
  let demoSlugs: string[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await mkdir(shots, { recursive: true });
    ring = await uploadRing();
    // Two demo pieces other tests read and none changes (their pictures were stored without a zoom file).
    demoSlugs = ['aurora-round-solitaire-ring', 'classic-tennis-bracelet'];
  });

  test.describe('390 px with touch', () => {
    test.use({ viewport: MOBILE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

    test('a swipe shows the next picture; full screen opens and a pinch zooms it', async ({
      page,
      pageErrors: errors,
    }) => {
      // The page's own clock (it runs as the real one until told): the swipe's touch is over at once (below).
      await page.clock.install();
      await page.goto(`/products/${ring.slug}`);
      const counter = page.getByTestId('gallery-counter');
      await expect(counter).toHaveText('1 / 3');
      // The phone's first picture comes from the srcset's widths (≤ 960 px), never the zoom file.
      const first = page.getByTestId('gallery-track').locator('img').first();
      await expect.poll(() => first.evaluate((i) => (i as HTMLImageElement).complete)).toBe(true);
      expect(await first.evaluate((i) => (i as HTMLImageElement).currentSrc)).not.toContain('-1600');
      await page.screenshot({ path: path.join(shots, 'product-390.png') });

      await swipe(page, '[data-testid="gallery-track"]', -220);
      await expect(counter).toHaveText('2 / 3');
      // The row snaps to the second picture.
      await expect
        .poll(() => page.getByTestId('gallery-track').evaluate((el) => el.scrollLeft / el.clientWidth))
        .toBeCloseTo(1, 2);
      await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );

      await page.getByRole('button', { name: 'View full screen' }).tap();
      const viewer = page.getByTestId('gallery-viewer');
      await expect(viewer).toBeVisible();
      await expect(page.getByTestId('viewer-counter')).toHaveText('Image 2 of 3');
      const big = page.getByTestId('viewer-image');
      await expect
        .poll(() =>
          big.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
        )
        .toBe(1600);
      expect(await big.evaluate((i) => (i as HTMLImageElement).currentSrc)).toMatch(/-1600\.webp$/);
      expect(await viewerScale(page)).toBe(1);
      await page.screenshot({ path: path.join(shots, 'viewer-390.png') });
      // A swipe in the viewer (not zoomed) moves to the next picture.
      await swipe(page, '[data-testid="viewer-stage"]', -200);
      await expect(page.getByTestId('viewer-counter')).toHaveText('Image 3 of 3');
      // The third picture in place (a fresh zoom), and the swipe's touch well over (no double tap), then a pinch.
      await expect
        .poll(() =>
          big.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth),
        )
        .toBe(1600);
      // Half a second on: the zoom's double-tap window (200 ms since the last touch) is long closed.
      await page.clock.fastForward(500);
      await pinchOut(page, '[data-testid="viewer-stage"]');
      await expect.poll(() => viewerScale(page)).toBeGreaterThan(1.2);
      await page.screenshot({ path: path.join(shots, 'viewer-390-zoomed.png') });

      await page.getByRole('button', { name: 'Close full screen' }).tap();
      await expect(viewer).toHaveCount(0);
      // The gallery follows the viewer to the picture last shown.
      await expect(counter).toHaveText('3 / 3');
      expect(errors).toEqual([]);
    });
  });

  test('at 1280 px: arrows move it, the viewer works by keyboard and wheel, hover zoom loads the 1600 px file', async ({
    page,
    pageErrors: errors,
  }) => {
    await page.goto(`/products/${ring.slug}`);
    const track = page.getByTestId('gallery-track');
    await page.screenshot({ path: path.join(shots, 'product-1280.png') });
    // The page's pictures: the srcset's widths only.
    const srcset = (await track.locator('img').first().getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/ 960w$/);
    expect(srcset).not.toContain('1600');

    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-current', 'true');

    // Hover zoom: the 1600 px file, at 250 %.
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.3);
    const zoom = page.getByTestId('gallery-zoom');
    await expect
      .poll(() =>
        zoom.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).currentSrc),
      )
      .toMatch(/-1600\.webp$/);
    expect(await zoom.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1600);
    expect(await zoom.evaluate((i) => getComputedStyle(i).transform)).toMatch(/^matrix\(2\.5, 0, 0, 2\.5/);
    await page.screenshot({ path: path.join(shots, 'hover-zoom-1280.png') });
    await page.mouse.move(box.x + box.width + 200, box.y);
    await expect(zoom).toHaveCount(0);

    // Full screen from the keyboard.
    const open = page.getByRole('button', { name: 'View full screen' });
    await open.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer).toBeVisible();
    expect(await focusStaysInside(page, viewer)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('viewer-counter')).toHaveText('Image 2 of 3');
    await page.screenshot({ path: path.join(shots, 'viewer-1280.png') });
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('viewer-counter')).toHaveText('Image 1 of 3');
    // The wheel zooms, the button zooms back out.
    const stage = (await page.getByTestId('viewer-stage').boundingBox())!;
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -200);
    await expect.poll(() => viewerScale(page)).toBeGreaterThan(1.2);
    await page.screenshot({ path: path.join(shots, 'viewer-1280-zoomed.png') });
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();

    // A demo picture has no zoom file: the hover zoom shows the picture's own file instead.
    if (demoSlugs[0]) {
      await page.goto(`/products/${demoSlugs[0]}`);
      const demoTrack = page.getByTestId('gallery-track');
      const b = (await demoTrack.boundingBox())!;
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      await page.mouse.move(b.x + b.width / 2 + 5, b.y + b.height / 2);
      const demoZoom = page.getByTestId('gallery-zoom');
      await expect
        .poll(() =>
          demoZoom.evaluate(
            (i) => (i as HTMLImageElement).naturalWidth > 0 && (i as HTMLImageElement).currentSrc,
          ),
        )
        .toMatch(/\/uploads\/demo\/[a-z0-9-]+\.webp$/);
    }
    expect(errors).toEqual([]);
  });

  test('recently viewed lists the pieces visited before, newest first, without the one on screen', async ({
    openPage,
  }) => {
    expect(demoSlugs.length).toBeGreaterThanOrEqual(2);
    const [a, b] = demoSlugs as [string, string];
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      await page.goto(`/products/${a}`);
      // The first piece viewed in this browser: nothing to show yet.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toContain(a);
      await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
      await page.goto(`/products/${b}`);
      await page.goto(`/products/${ring.slug}`);
      // The row's code is fetched when the shopper scrolls near the foot of the page (not on the first load).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const section = page.getByTestId('recently-viewed');
      await section.scrollIntoViewIfNeeded();
      // Read as a shopper sees it: scrolled to the foot of the page, where the row is fetched and shown.
      const hrefs = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return section.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      };
      await expect.poll(hrefs).toEqual([`/products/${b}`, `/products/${a}`]);
      if (viewport === DESKTOP)
        await section.screenshot({ path: path.join(shots, 'recently-viewed-1280.png') });
      // Back to the first: the ring is now the newest, and the piece on screen is left out.
      await section.getByRole('link').last().click();
      await expect(page).toHaveURL(atPath(`/products/${a}`));
      await expect.poll(hrefs).toEqual([`/products/${ring.slug}`, `/products/${b}`]);
    }
  });

  test('the size guide opens from a ring’s size picker and lists Indian sizes with mm, at 390 and 1280 px', async ({
    openPage,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openPage({ viewport });
      await page.goto(`/products/${ring.slug}`);
      const sizes = page.getByRole('group', { name: /^Size/ });
      await sizes.getByRole('radio', { name: '12', exact: true }).click();
      // Beside the size choices, not one of them.
      await expect(sizes.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
      const opener = page.getByRole('button', { name: 'Size guide' });
      await opener.click();
      const guide = page.getByRole('dialog', { name: 'Ring size guide' });
      await expect(guide).toBeVisible();
      const rows = guide.locator('tbody tr');
      await expect(rows).toHaveCount(30);
      expect(await rows.nth(13).locator('th, td').allTextContents()).toEqual([
        '14',
        '17.3 mm',
        '54.4 mm',
        'Made in this piece',
      ]);
      await expect(guide.locator('tbody tr[aria-current="true"] th')).toHaveText('12');
      await expect(guide.getByText('Made in this piece')).toHaveCount(2);
      await guide.getByLabel('Your circumference in mm').fill('50');
      await expect(guide.getByText('That is size 10.')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `size-guide-${viewport.width}.png`) });
      await page.keyboard.press('Escape');
      await expect(guide).toHaveCount(0);
      await expect(opener).toBeFocused();
      expect(pageErrors(page), `${viewport.width} px`).toEqual([]);
    }
  });
});
