/** axe-core (WCAG 2.1 A and AA) in a page, for the accessibility checks of the buying screens. */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { animationsDone } from './browser';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Serious and critical findings on the page (or inside `include`, a selector), toasts left out unless `toasts` is
 * set. The page's context must bypass the shop's CSP (`bypassCSP: true`), which forbids the injected script.
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  { toasts = false }: { toasts?: boolean } = {},
): Promise<string[]> {
  // Let enter transitions (panels, drawers) finish: a half-faded element is not what the shopper reads.
  await animationsDone(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ context, withToasts }) => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
      ).axe;
      // Toasts fade in and out (and belong to the shared Toaster); they are checked where they are made.
      const result = await axe.run(
        { include: [context ?? 'html'], exclude: withToasts ? [] : [['[data-sonner-toaster]']] },
        {
          runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
        },
      );
      return result.violations;
    },
    { context: include ?? null, withToasts: toasts },
  );
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
