/**
 * The account's address book (docs/api/addresses.md): one query for the list — shared by the Addresses tab and
 * checkout step 2 — and the calls that change it. Every change answers the whole list, which replaces the cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import type { SavedAddressBody, SavedAddressDto } from '#domain/schemas/addresses';

/**
 * Reply schemas, loaded only where replies are checked (development builds: docs/decisions/112 "zod off the first
 * load").
 */
const schemas = () => import('#domain/schemas/addresses');

export const ADDRESS_BOOK_FALLBACKS = {
  load: 'We could not load your addresses. Please try again.',
  save: 'We could not save this address. Please try again.',
  remove: 'We could not remove this address. Please try again.',
} as const;

export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => ['addresses', userId] as const,
};

export const addressBookQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: addressKeys.list(userId ?? ''),
    queryFn: async () =>
      (
        await api('/api/user/addresses', {
          schema: () => schemas().then((m) => m.AddressListReply),
          fallbackMessage: ADDRESS_BOOK_FALLBACKS.load,
        })
      ).addresses,
    enabled: !!userId,
    staleTime: 60_000,
  });

const change = (path: string, method: 'POST' | 'PUT' | 'DELETE', fallbackMessage: string, body?: unknown) =>
  api(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema: () => schemas().then((m) => m.AddressChangeReply),
    fallbackMessage,
  });

const one = (id: string) => `/api/user/addresses/${encodeURIComponent(id)}`;

export const addressBookApi = {
  add: (body: SavedAddressBody) => change('/api/user/addresses', 'POST', ADDRESS_BOOK_FALLBACKS.save, body),
  update: (id: string, body: SavedAddressBody) => change(one(id), 'PUT', ADDRESS_BOOK_FALLBACKS.save, body),
  makeDefault: (id: string) => change(`${one(id)}/default`, 'PUT', ADDRESS_BOOK_FALLBACKS.save),
  remove: (id: string) => change(one(id), 'DELETE', ADDRESS_BOOK_FALLBACKS.remove),
};

/** Puts a change's reply (the whole list) into the cache. */
export function storeAddresses(client: QueryClient, userId: string, addresses: SavedAddressDto[]): void {
  client.setQueryData(addressKeys.list(userId), addresses);
}

/**
 * One line for a select: "Default · 12, Marine Drive, Mumbai 400002 · Asha Menon" — what tells addresses apart
 * first, so a phone's narrow select still shows it.
 */
export function addressLine(a: SavedAddressDto): string {
  const place = [a.addressLine1, `${a.city} ${a.zipCode}`].join(', ');
  return [a.isDefault ? 'Default' : '', place, a.fullName].filter(Boolean).join(' · ');
}
