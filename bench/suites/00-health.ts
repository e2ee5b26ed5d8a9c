import type { BenchSuite } from '../index';
import { load, printTable } from '../lib/http-load';
import { postgresAvailable, startBenchServer } from '../lib/server';

/** The floor every other figure sits on: the cheapest request the API answers, on each database. */
const suite: BenchSuite = {
  name: 'health (baseline)',
  async run() {
    const kinds: Array<'pglite' | 'postgres'> = (await postgresAvailable())
      ? ['pglite', 'postgres']
      : ['pglite'];
    for (const kind of kinds) {
      const server = await startBenchServer(kind, { seed: false });
      try {
        printTable(`GET /api/health on ${kind}`, [await load('health', `${server.url}/api/health`)]);
      } finally {
        await server.close();
      }
    }
  },
};
export default suite;
