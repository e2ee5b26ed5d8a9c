/**
 * One Lighthouse run of one page: a fresh Debian Chromium (new profile, empty cache) with a remote-debugging port
 * that Lighthouse drives. Lighthouse's default configuration is the mobile one (Moto G Power screen, simulated slow
 * 4G and 4× CPU slowdown), which is what the budgets are about.
 *
 * Pages that need state (a guest cart for /cart and /checkout) get it in localStorage first, from a request to the
 * same origin that loads no app code (/robots.txt), so the measured load still starts with a cold cache, with the
 * cookie copy the app keeps of it (docs/decisions/112 "The guest bag's cookie copy"); storage reset is then off
 * so Lighthouse does not wipe that cart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '#tests/e2e/helpers/chromium';
import { freePort } from '#tests/e2e/helpers/server';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface AuditTarget {
  url: string;
  /** localStorage entries to set on the origin before the run. */
  storage?: Record<string, string>;
  /** Cookies to set on the origin before the run (with `storage`). */
  cookies?: Array<{ name: string; value: string; path: string }>;
  /** Lighthouse audits that do not apply to this page (left out of its scores). */
  skipAudits?: string[];
}

/**
 * One measured page load. Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy
 * machine): such a run measured nothing, so it is made again in a fresh browser, up to twice.
 */
export async function audit(chromiumPath: string, target: AuditTarget): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(chromiumPath, target);
    } catch (err) {
      if (!(err instanceof LighthouseRuntimeError) || attempt === 3) throw err;
      console.warn(`${err.message} — measuring again (attempt ${attempt + 1} of 3)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function auditOnce(chromiumPath: string, target: AuditTarget): Promise<LighthouseResult> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'aurelia-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    // Lighthouse sets its own screen emulation: Playwright must not set a viewport of its own on the page.
    viewport: null,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (target.storage) {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL('/robots.txt', target.url).href);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, target.storage);
      const { hostname } = new URL(target.url);
      await context.addCookies((target.cookies ?? []).map((c) => ({ ...c, domain: hostname })));
    }
    const result = await lighthouse(target.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(target.storage),
      ...(target.skipAudits ? { skipAudits: target.skipAudits } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    if (result.lhr.runtimeError)
      throw new LighthouseRuntimeError(`${target.url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await context.close().catch(() => {});
    await rm(profile, { recursive: true, force: true });
  }
}
