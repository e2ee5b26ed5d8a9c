/** Printing the figures: one table of every page, each page's scripts, then every budget with PASS or FAIL. */
import { kilobytes, type BudgetCheck, type PageFigures } from './budgets';

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function printFigures(pages: PageFigures[]): void {
  console.info(
    table(
      [
        'page',
        'path',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'SI',
        'JS gzip',
        'admin files',
      ],
      pages.map((p) => [
        p.name,
        p.path.length > 40 ? `${p.path.slice(0, 39)}…` : p.path,
        String(p.scores.performance),
        String(p.scores.accessibility),
        String(p.scores.bestPractices),
        String(p.scores.seo),
        `${(p.metrics.lcp / 1000).toFixed(2)} s`,
        `${Math.round(p.metrics.tbt)} ms`,
        p.metrics.cls.toFixed(3),
        `${(p.metrics.fcp / 1000).toFixed(2)} s`,
        `${(p.metrics.si / 1000).toFixed(2)} s`,
        kilobytes(p.jsGzipBytes),
        String(p.adminFiles.length),
      ]),
    ),
  );
  for (const p of pages) {
    console.info(
      `\n${p.name} (CPU benchmark index ${p.benchmarkIndex}): ${p.scripts.length} scripts, ${kilobytes(p.jsGzipBytes)} gzip — ${p.scripts
        .map((s) => `${s.file} ${kilobytes(s.gzipBytes)}`)
        .join(', ')}`,
    );
    if (p.spread && p.spread.runs > 1) {
      const { runs, performance, lcp, tbt, cls, benchmarkIndex } = p.spread;
      console.info(
        `  ${runs} runs, median shown; over all runs: performance ${performance[0]}–${performance[1]}, LCP ${(lcp[0] / 1000).toFixed(2)}–${(lcp[1] / 1000).toFixed(2)} s, TBT ${Math.round(tbt[0])}–${Math.round(tbt[1])} ms, CLS ${cls[0].toFixed(3)}–${cls[1].toFixed(3)}, CPU benchmark index ${benchmarkIndex[0]}–${benchmarkIndex[1]}`,
      );
    }
    if (p.adminFiles.length) console.info(`  admin files loaded: ${p.adminFiles.join(', ')}`);
    for (const a of p.failedAudits) console.info(`  not perfect: ${a}`);
  }
}

export function printBudgets(checks: BudgetCheck[]): void {
  console.info('\nBudgets');
  console.info(
    table(
      ['page', 'budget', 'measured', 'result'],
      checks.map((c) => [c.page, c.budget, c.actual, c.pass ? 'PASS' : 'FAIL']),
    ),
  );
  const failed = checks.filter((c) => !c.pass).length;
  console.info(failed ? `\n${failed} budget(s) FAILED` : '\nEvery budget PASSED');
}
