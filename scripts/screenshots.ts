/**
 * `npm run screenshots [-- --out DIR] [-- --readme]`: starts the built shop on a throwaway DATA_DIR with the demo
 * catalogue and photographs the storefront (and, signed in, the back office) at 390 px and 1280 px in Debian's
 * Chromium — the way we look at every screen before calling it done. `--readme` also refreshes
 * docs/screenshots/home.png, the picture at the top of README.md.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale, root } from './build-info.mjs';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/helpers/chromium';
import { freePort, startProcess, waitForHealth } from '#tests/e2e/helpers/server';

const args = process.argv.slice(2);
const outDir = path.resolve(args.includes('--out') ? args[args.indexOf('--out') + 1]! : '.cache/shots');
const admin = { email: 'admin@aurelia.test', password: 'Admin-pass-2026' };

const storefront = [
  '/',
  '/shop',
  '/collections/rings',
  '/wishlist',
  '/cart',
  '/checkout',
  '/contact-us',
  '/login',
  '/no-such-page',
];
const backOffice = [
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/categories',
  '/admin/users',
  '/admin/discounts',
  '/admin/appointments',
  '/admin/messages',
  '/admin/reviews',
];

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  if (!buildIfStale()) throw new Error('Build failed');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-shots-'));
  const port = await freePort();
  const server = startProcess(
    path.join(root, 'dist/server/main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    root,
  );
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    await waitForHealth(server.url, server.child, 120_000);
    await mkdir(outDir, { recursive: true });
    const login = await fetch(`${server.url}/api/auth/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    }).then((r) => r.json() as Promise<{ token?: string; user?: unknown }>);

    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      const shoot = async (route: string) => {
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        // Sections under the first screen are painted only near the viewport (content-visibility, decision 112),
        // which a full-page capture never is: paint them all, and scroll through once so lazy pictures load.
        await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = `${route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '-')}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(path.join(outDir, name));
      };
      for (const route of storefront) await shoot(route);
      // A product page: the first one the shop listing links to.
      await page.goto(server.url + '/shop', { waitUntil: 'networkidle' });
      const product = await page.locator('a[href^="/products/"]').first().getAttribute('href');
      if (product) await shoot(product);
      if (login.token) {
        // The web app keeps the session in localStorage (features/auth); sign the admin in the same way.
        await page.evaluate(
          ({ token, user }) => {
            localStorage.setItem('token', token);
            localStorage.setItem('user', JSON.stringify(user));
          },
          { token: login.token, user: login.user },
        );
        for (const route of backOffice) await shoot(route);
      }
      await context.close();
    }
    if (args.includes('--readme')) {
      await mkdir(path.join(root, 'docs/screenshots'), { recursive: true });
      // The top of the home page as a shopper first sees it on a laptop, not the whole scroll.
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(root, 'docs/screenshots/home.png') });
      await page.close();
      console.log('docs/screenshots/home.png refreshed');
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
