/** The figures of one Lighthouse report: scores, metrics, the scripts the page loaded (gzip) and admin files. */
import path from 'node:path';
import type { PageFigures } from './budgets';
import { gzipSize, type BuildGraph } from './chunks';
import type { LighthouseResult } from './lighthouse';

interface NetworkItem {
  url: string;
  resourceType?: string;
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function figuresOf(
  name: string,
  pagePath: string,
  lhr: LighthouseResult,
  graph: BuildGraph,
  webRoot: string,
): PageFigures {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const assets = (details?.items ?? [])
    .filter((i) => i.url.startsWith(`${origin}/assets/`))
    .map((i) => ({ file: path.basename(new URL(i.url).pathname), type: i.resourceType }));
  const scripts = [
    ...new Set(assets.filter((a) => a.type === 'Script' || a.file.endsWith('.js')).map((a) => a.file)),
  ]
    .map((file) => ({ file, gzipBytes: gzipSize(path.join(webRoot, 'assets', file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const failedAudits = Object.values(lhr.categories)
    .filter((c) => (c.score ?? 0) < 1)
    .flatMap((c) =>
      c.auditRefs
        .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
        .map(
          (r) =>
            `${c.id}: ${r.id} — ${lhr.audits[r.id]!.title}${lhr.audits[r.id]!.displayValue ? ` (${lhr.audits[r.id]!.displayValue})` : ''}`,
        ),
    );
  return {
    name,
    path: pagePath,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      lcp: metric(lhr, 'largest-contentful-paint'),
      tbt: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      fcp: metric(lhr, 'first-contentful-paint'),
      si: metric(lhr, 'speed-index'),
    },
    scripts,
    jsGzipBytes: scripts.reduce((s, x) => s + x.gzipBytes, 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    adminFiles: [...new Set(assets.map((a) => a.file))].filter((f) => graph.adminFiles.has(f)),
    failedAudits,
  };
}
