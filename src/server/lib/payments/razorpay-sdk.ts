/**
 * The official Razorpay SDK, made the way the provider needs it (docs/decisions/094-razorpay.md). Its constructor
 * takes neither a host nor a timeout, so both are set on the axios instance it keeps at `api.rq`:
 *   - the timeout always — also in production — so a call Razorpay never answers is closed at the socket, not only
 *     abandoned by the provider;
 *   - the base URL when one is given: tests point the SDK at a local stub of Razorpay's HTTP API.
 * That instance is outside the SDK's public types. If a version moves it, the shop refuses to start with Razorpay
 * (naming the version) rather than run calls without a timeout; tests/unit/razorpay-sdk.test.ts fails first.
 *
 * The SDK (about 19 MB of memory) is imported only when Razorpay is the configured provider (docs/decisions/106).
 */
import type Razorpay from 'razorpay';

export interface RazorpayApiTarget {
  /** Where Razorpay's API answers, e.g. `http://127.0.0.1:4010`; the SDK appends `/v1/…`. */
  baseUrl: string;
}

export interface RazorpaySdkOptions {
  keyId: string;
  keySecret: string;
  timeoutMs: number;
  api?: RazorpayApiTarget;
}

/** The two request defaults of the SDK's axios instance that are set here. */
interface HttpDefaults {
  baseURL: string;
  timeout?: number;
}

/**
 * The request defaults of the SDK's axios instance, or an error naming the SDK's version when they are not where
 * (or what) this file expects: an object at `api.rq.defaults` holding the SDK's host as `baseURL`.
 */
export function httpDefaultsOf(sdk: unknown, version: string): HttpDefaults {
  const defaults = (sdk as { api?: { rq?: { defaults?: unknown } } } | null | undefined)?.api?.rq?.defaults;
  if (
    typeof defaults !== 'object' ||
    defaults === null ||
    typeof (defaults as { baseURL?: unknown }).baseURL !== 'string'
  ) {
    throw new Error(
      `razorpay ${version}: the SDK no longer keeps its HTTP client's defaults at api.rq.defaults (with baseURL), ` +
        'so the shop cannot bound Razorpay calls with a timeout. Use a razorpay version that does, or adapt ' +
        'src/server/lib/payments/razorpay-sdk.ts.',
    );
  }
  return defaults as HttpDefaults;
}

export async function createRazorpaySdk(options: RazorpaySdkOptions): Promise<Razorpay> {
  const { default: Razorpay } = await import('razorpay');
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const defaults = httpDefaultsOf(sdk, Razorpay.VERSION);
  defaults.timeout = options.timeoutMs;
  if (options.api) defaults.baseURL = options.api.baseUrl;
  return sdk;
}
