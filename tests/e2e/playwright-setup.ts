/**
 * Playwright's global setup (playwright.config.ts): starts the shared test server once for the whole run
 * (helpers/shop-server.ts) and publishes its address in the environment, which the test workers inherit
 * (helpers/e2e-env.ts). The function it returns is the teardown.
 */
import { publishE2eEnv } from './helpers/e2e-env';
import { startShopServer } from './helpers/shop-server';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startShopServer();
  publishE2eEnv(server);
  return () => server.stop();
}
