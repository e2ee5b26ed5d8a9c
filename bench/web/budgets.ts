/**
 * The page-speed budgets of issues 7 and 14 (item 6): Lighthouse scores (0–100), metrics in milliseconds (CLS unitless) and the
 * gzip size of the JavaScript a storefront page loads on its first visit.
 */
export const KB = 1024;

export interface PageFigures {
  name: string;
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { lcp: number; tbt: number; cls: number; fcp: number; si: number };
  /** Same-origin scripts the page loaded, with their gzip size. */
  scripts: Array<{ file: string; gzipBytes: number }>;
  jsGzipBytes: number;
  /** Script or style files of the admin back office the page loaded (should be none). */
  adminFiles: string[];
  /** Lighthouse's CPU benchmark of this machine during the run (lower = slower or busier; ~1000–2000 typical). */
  benchmarkIndex: number;
  /** Failed Lighthouse audits of the categories that missed 100, for the reader to act on. */
  failedAudits: string[];
  /** Every run of the page (the figures above are the median run's): lowest and highest of the moving numbers. */
  spread?: { runs: number; performance: Range; lcp: Range; tbt: Range; cls: Range; benchmarkIndex: Range };
}

export type Range = [min: number, max: number];

export interface BudgetCheck {
  page: string;
  budget: string;
  actual: string;
  pass: boolean;
}

interface Budget {
  name: string;
  value: (p: PageFigures) => number;
  ok: (v: number) => boolean;
  show: (v: number) => string;
}

const atLeast = (name: string, min: number, value: (p: PageFigures) => number): Budget => ({
  name: `${name} ≥ ${min}`,
  value,
  ok: (v) => v >= min,
  show: (v) => String(Math.round(v)),
});
const atMost = (
  name: string,
  max: number,
  value: (p: PageFigures) => number,
  show: (v: number) => string,
): Budget => ({ name: `${name} ≤ ${show(max)}`, value, ok: (v) => v <= max, show });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
export const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const BUDGETS: Budget[] = [
  atLeast('performance', 95, (p) => p.scores.performance),
  // Accessibility and SEO must be perfect; shown as "= 100" through the ≥ rule.
  atLeast('accessibility', 100, (p) => p.scores.accessibility),
  atLeast('best practices', 95, (p) => p.scores.bestPractices),
  atLeast('SEO', 100, (p) => p.scores.seo),
  // Issue 14 item 6: 1.5 s (issue 7's budget was 2.0 s).
  atMost('LCP', 1500, (p) => p.metrics.lcp, seconds),
  atMost('TBT', 100, (p) => p.metrics.tbt, millis),
  atMost(
    'CLS',
    0.02,
    (p) => p.metrics.cls,
    (v) => v.toFixed(3),
  ),
  atMost('first-load JS (gzip)', 150 * KB, (p) => p.jsGzipBytes, kilobytes),
  atMost(
    'admin files loaded',
    0,
    (p) => p.adminFiles.length,
    (v) => String(v),
  ),
];

export function checkBudgets(pages: PageFigures[]): BudgetCheck[] {
  return pages.flatMap((p) =>
    BUDGETS.map((b) => {
      const v = b.value(p);
      return { page: p.name, budget: b.name, actual: b.show(v), pass: b.ok(v) };
    }),
  );
}
