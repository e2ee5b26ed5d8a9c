/**
 * A small JSON-over-HTTP client for simulated shoppers: node:http with one keep-alive agent (browsers keep their
 * connections open too), the reply's status, parsed body and time. A network failure is status 0, never a throw:
 * the journey counts it as an error of its step.
 */
import http from 'node:http';

export interface Reply {
  status: number;
  body: unknown;
  ms: number;
  error?: string;
}

export function createClient(baseUrl: string, maxSockets: number) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const TIMEOUT_MS = 30_000;

  function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; page?: boolean } = {},
  ): Promise<Reply> {
    const started = performance.now();
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            // A page is asked for as a browser does (HTML, compressed); the body then stays undecoded text.
            ...(options.page
              ? { accept: 'text/html', 'accept-encoding': 'br, gzip' }
              : { accept: 'application/json' }),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON: keep the text for the error report
            }
            resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
          });
          res.on('error', (err) =>
            resolve({ status: 0, body: undefined, ms: performance.now() - started, error: err.message }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err) =>
        resolve({ status: 0, body: undefined, ms: performance.now() - started, error: err.message }),
      );
      req.end(payload);
    });
  }

  return { call, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof createClient>;
