/**
 * lib/api-client's reply checks (docs/decisions/112 "zod off the first load"): a schema object is always checked;
 * a lazy schema is loaded and checked in development builds — vitest is one — and skipped in production builds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api } from '#web/lib/api-client';

const Reply = z.object({ success: z.literal(true), n: z.number() });

function replyWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('api-client reply checks', () => {
  it('a schema object checks the reply', async () => {
    replyWith({ success: true, n: 'one' });
    await expect(api('/x', { schema: Reply, auth: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('a lazy schema is loaded and checks the reply in development', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const load = vi.fn(async () => Reply);
    replyWith({ success: true, n: 2, extra: 'x' });
    await expect(api('/x', { schema: load, auth: false })).resolves.toEqual({ success: true, n: 2 });
    expect(load).toHaveBeenCalledOnce();
    replyWith({ success: true, n: 'two' });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    await expect(api('/x', { schema: load, auth: false, fallbackMessage: 'Nope.' })).rejects.toMatchObject({
      message: 'Nope.',
    });
  });

  it('a lazy schema is neither loaded nor run in a production build', async () => {
    vi.stubEnv('DEV', false);
    const load = vi.fn(async () => Reply);
    replyWith({ success: true, n: 'two' });
    await expect(api('/x', { schema: load, auth: false })).resolves.toEqual({ success: true, n: 'two' });
    expect(load).not.toHaveBeenCalled();
  });
});
