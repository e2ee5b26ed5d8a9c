import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root } from '#scripts/build-info.mjs';
import { freePort, startProcess, waitForHealth, type RunningServer } from './helpers/server';
import { expect, test } from './helpers/test';

/**
 * `npm start` on a built tree: the first start seeds the demo catalogue; a second start on the same DATA_DIR
 * keeps the data, does not seed again, answers /api/health within 5 s and logs how long start-up took.
 */
test.describe('npm start', () => {
  const running: RunningServer[] = [];
  let dataDir: string | undefined;
  test.afterAll(async () => {
    for (const s of running) await s.stop('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('serves the shop, keeps its data across restarts and starts within 5 s', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurelia-start-'));
    const env = {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: '',
    };
    const start = path.join(root, 'scripts/start.mjs');

    const first = startProcess(start, env, root);
    running.push(first);
    await waitForHealth(first.url, first.child, 120_000);
    const list = (await (await fetch(`${first.url}/api/product/getproducts`)).json()) as {
      total: number;
    };
    expect(list.total).toBeGreaterThanOrEqual(48);
    const home = await fetch(`${first.url}/`);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toContain('<div id="root">');
    expect(first.logs()).toMatch(/demo catalogue seeded/);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.logs()).toMatch(/stopped cleanly/);

    const t0 = Date.now();
    const second = startProcess(start, env, root);
    running.push(second);
    await waitForHealth(second.url, second.child, 20_000);
    const elapsed = Date.now() - t0;
    expect(elapsed).toBeLessThan(5_000);
    expect(second.logs()).toMatch(/started in \d+ ms/);
    expect(second.logs()).not.toMatch(/demo catalogue seeded/);
    const again = (await (await fetch(`${second.url}/api/product/getproducts`)).json()) as {
      total: number;
    };
    expect(again.total).toBe(list.total);
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});
