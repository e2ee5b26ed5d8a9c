/**
 * The shop's API as the bag and wishlist components meet it: `globalThis.fetch` answers from a table of routes,
 * records every call, and can hold an answer back (to see what a screen shows while it waits). Replies have the
 * API's shapes: in tests the web app checks every reply against the domain's schemas (lib/api-client.ts).
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { CartDto, CartItemDto } from '#domain/schemas/cart';
import type { VariantDto } from '#domain/schemas/catalog';
import { queryClient } from '#web/app/query-client';
import { Toaster } from '#web/components/Toaster';
import { session, type SessionUser } from '#web/lib/session';

export const SHOPPER: SessionUser = {
  _id: '0b0e5a4e-1c52-4c27-9d4e-3f1a8a2b7c10',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  role: 'user',
};

export const RING_VARIANT: VariantDto = {
  _id: 'b5f8a3a0-3c8e-4f0f-9a4b-6f2d1c0e9a11',
  material: 'Rose Gold',
  purity: '18KT',
  size: ['7', '8'],
  price: 18_500.5,
  discount: { type: null, value: 0 },
  sku: 'RG-7',
  stock: 3,
  inStock: true,
  weight: 3.2,
  images: ['/uploads/ring.jpg'],
  pricing: { mode: 'fixed', makingCharge: { type: 'percent', value: 0 }, stoneValue: 0 },
  priceBreakup: null,
};

export const RING = {
  _id: 'a1c2e3f4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Rose Gold Band',
  slug: 'rose-gold-band',
  mainImage: '/uploads/ring.jpg',
};

/** A server cart line of the ring (size 7). */
export function serverLine(quantity: number, overrides: Partial<CartItemDto> = {}): CartItemDto {
  return {
    _id: 'c0ffee00-0000-4000-8000-000000000001',
    productId: RING._id,
    variantId: RING_VARIANT._id,
    quantity,
    name: RING.title,
    mainImage: RING.mainImage,
    slug: RING.slug,
    available: true,
    variantDetails: {
      material: 'Rose Gold',
      purity: '18KT',
      selectedSize: '7',
      price: RING_VARIANT.price,
      originalPrice: RING_VARIANT.price,
      stock: RING_VARIANT.stock,
      sku: RING_VARIANT.sku,
    },
    ...overrides,
  };
}

export function cartOf(...items: CartItemDto[]): CartDto {
  return {
    items,
    totalQuantity: items.reduce((n, l) => n + l.quantity, 0),
    subtotal: items.reduce((n, l) => n + l.quantity * l.variantDetails.price, 0),
  };
}

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (request: { method: string; path: string; body: unknown }) => Reply;

export interface FakeApi {
  /** Every call made, as 'METHOD /path'. */
  calls: string[];
  /** Bodies sent, by 'METHOD /path'. */
  bodies: Map<string, unknown[]>;
  /** Answers 'METHOD /path' (the path without its query) with this handler from now on. */
  on: (route: string, handler: Handler) => void;
  /** An answer that waits until `release` is called. */
  held: () => {
    reply: Promise<{ status?: number; body: unknown }>;
    release: (status: number, body: unknown) => void;
  };
}

/** Replaces globalThis.fetch with the table; an unknown route answers 404 in the API's error shape. */
export function fakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const api: FakeApi = {
    calls: [],
    bodies: new Map(),
    on: (route, handler) => void routes.set(route, handler),
    held() {
      let release!: (status: number, body: unknown) => void;
      const reply = new Promise<{ status?: number; body: unknown }>((resolve) => {
        release = (status, body) => resolve({ status, body });
      });
      return { reply, release };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input).split('?')[0]!;
      const route = `${method} ${path}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      api.calls.push(route);
      api.bodies.set(route, [...(api.bodies.get(route) ?? []), body]);
      const handler = routes.get(route);
      const answer = handler
        ? await handler({ method, path, body })
        : { status: 404, body: { success: false, message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return api;
}

/** The component under the app's own query client, with the app's toaster (toasts appear in the document). */
export function renderInShop(ui: ReactNode) {
  // jsdom has no media queries; the toaster asks whether the screen is wide.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Back to a fresh guest browser: no session, empty storage, an empty query cache, no fetch stub. */
export async function resetShop(): Promise<void> {
  cleanup();
  await act(async () => {
    session.clear();
    localStorage.clear();
    // Other modules read storage through their stores: tell them, as another tab's clear would.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    queryClient.clear();
  });
  vi.unstubAllGlobals();
}

/** Another tab of this browser changed `key` (localStorage is shared; this tab hears a storage event). */
export async function otherTabWrites(key: string, value: unknown | null): Promise<void> {
  await act(async () => {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}
