/**
 * The web page-speed bench: build if needed, start the production server, Lighthouse every bench page in a fresh
 * Chromium, print the figures and the budgets. Answers whether every budget held.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets, type PageFigures } from './budgets';
import { readBuildGraph } from './chunks';
import { figuresOf } from './figures';
import { audit } from './lighthouse';
import { benchPages } from './pages';
import { printBudgets, printFigures } from './report';
import { ensureBuild, startWebServer, webRoot } from './server';

export interface WebBenchOptions {
  chromiumPath: string;
  /** Only the pages whose name is listed (all when empty). */
  only?: string[];
  /** Where to keep each page's full Lighthouse report (JSON), to open in the Lighthouse viewer. */
  reportsDir?: string;
}

export async function runWebBench(
  options: WebBenchOptions,
): Promise<{ passed: boolean; pages: PageFigures[] }> {
  ensureBuild();
  const graph = readBuildGraph(webRoot);
  const chromiumVersion = execFileSync(options.chromiumPath, ['--version'], {
    encoding: 'utf8',
    // Debian's wrapper script prints a harmless shell warning on stderr.
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.info(
    `${chromiumVersion}; Lighthouse mobile, simulated throttling; admin-only files: ${graph.adminFiles.size}`,
  );
  const server = await startWebServer();
  const pages: PageFigures[] = [];
  try {
    const targets = (await benchPages(server.url)).filter(
      (p) => !options.only?.length || options.only.includes(p.name),
    );
    // Warm the server's caches (catalogue replies, page heads) so the runs measure the page, not a first query.
    for (const t of targets) await fetch(t.url).then((r) => r.text());
    for (const t of targets) {
      const t0 = Date.now();
      const lhr = await audit(options.chromiumPath, t);
      if (options.reportsDir) {
        mkdirSync(options.reportsDir, { recursive: true });
        writeFileSync(path.join(options.reportsDir, `${t.name}.json`), JSON.stringify(lhr));
      }
      pages.push(figuresOf(t.name, t.path, lhr, graph, webRoot));
      console.info(`measured ${t.name} (${t.path}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.stop();
  }
  console.info('');
  printFigures(pages);
  const checks = checkBudgets(pages);
  printBudgets(checks);
  return { passed: checks.every((c) => c.pass), pages };
}
