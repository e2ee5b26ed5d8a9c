/** WCAG 2 A/AA checks (axe-core) of the browsing pages, with no violations allowed. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { animationsDone } from './helpers/browser';
import { expect, test } from './helpers/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test.describe('accessibility of the browsing pages', () => {
  // axe is injected as a script, which the shop's Content-Security-Policy rightly forbids: bypass it here only.
  test.use({ bypassCSP: true });

  for (const path of [
    '/',
    '/collections/rings',
    '/products/aurora-round-solitaire-ring',
    '/about',
    '/faq',
    '/shipping-policy',
  ]) {
    test(`has no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await animationsDone(page);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as {
            axe: {
              run: (
                ctx: unknown,
                o: unknown,
              ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
            };
          }
        ).axe.run(
          // The account menu belongs to the accounts feature and is checked there.
          { exclude: [['[aria-label="Account and bag"] > :first-child']] },
          { runOnly: ['wcag2a', 'wcag2aa'] },
        );
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
  }
});
