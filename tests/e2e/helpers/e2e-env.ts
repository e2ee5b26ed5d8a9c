/**
 * Where the shared test server is, handed from a runner's global setup to the test processes through the
 * environment (they inherit it): one way for vitest's and Playwright's workers alike, so the helpers import
 * neither runner for it.
 */
export interface E2eEnv {
  baseURL: string;
  dataDir: string;
  chromiumPath: string;
  adminEmail: string;
  adminPassword: string;
}

const VARS: Record<keyof E2eEnv, string> = {
  baseURL: 'AURELIA_E2E_BASE_URL',
  dataDir: 'AURELIA_E2E_DATA_DIR',
  chromiumPath: 'AURELIA_E2E_CHROMIUM',
  adminEmail: 'AURELIA_E2E_ADMIN_EMAIL',
  adminPassword: 'AURELIA_E2E_ADMIN_PASSWORD',
};

/** Called by a global setup once the server answers. */
export function publishE2eEnv(env: E2eEnv): void {
  for (const key of Object.keys(VARS) as Array<keyof E2eEnv>) process.env[VARS[key]] = env[key];
}

/** One fact about the shared test server; throws outside a browser-suite run. */
export function e2eEnv(key: keyof E2eEnv): string {
  const value = process.env[VARS[key]];
  if (!value) throw new Error(`${VARS[key]} is not set: run the browser suite through its global setup`);
  return value;
}
