/**
 * The back office's calls in one shape each (docs/decisions/127). A read of a list: the query is checked by the
 * route's own zod schema and sent as the URL's query, the reply by its reply schema; while the next page or filter
 * loads, the rows on screen stay (keepPreviousData) and the list shows them dimmed. A write: method, path, reply
 * schema, the message when the server sends none, and the body.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiFile, errorMessage, type Reply } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';
import { notify } from '../lib/notify';
import { invalidateCatalog, queryString } from './keys';

/** GET `path?…` with `params` as `query` reads them. */
export function getChecked<Q extends z.ZodType, S extends z.ZodType>(
  path: string,
  query: Q,
  params: z.input<Q>,
  schema: S,
  fallbackMessage: string,
) {
  const checked = query.parse(params) as Parameters<typeof queryString>[0];
  return api(`${path}${queryString(checked)}`, { schema, fallbackMessage });
}

/** A list's query that keeps the previous rows while the next ones load. */
export function usePagedQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/**
 * What an admin list page shows (AdminListPage's `source`): the query, the rows in its reply, and what a failed
 * load says — the call knows its reply's shape and its failure, so the page need not spell them out.
 */
export interface ListSource<T, D> {
  query: UseQueryResult<D>;
  rows: (data: D) => readonly T[];
  loadFailed: string | ((error: Error) => string);
}

/**
 * A paged list's hook, declared once: GET `path` with the params checked by `query`, the reply by `schema`, cached
 * under `key(params)`, the rows on screen kept while the next ones load; it answers the list's source, its rows
 * picked from the reply by `rows`.
 */
export function pagedList<Q extends z.ZodType, S extends z.ZodType, T>(
  path: string,
  query: Q,
  schema: S,
  fallbackMessage: string,
  key: (params: z.input<Q>) => QueryKey,
  rows: (reply: Reply<S>) => readonly T[],
) {
  return function usePagedList(params: z.input<Q>): ListSource<T, Reply<S>> {
    return {
      query: usePagedQuery(key(params), () => getChecked(path, query, params, schema, fallbackMessage)),
      rows,
      loadFailed: fallbackMessage,
    };
  };
}

/** A write: `method path` with `body` (JSON, or FormData as multipart), its reply checked by `schema`. */
export function send<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  fallbackMessage?: string,
  body?: unknown,
) {
  return api(path, { method, body, schema, fallbackMessage });
}

/**
 * The back office's delete of one record: DELETE `path/{id}` (the id encoded for the URL), its reply checked by
 * `schema` — categories, subcategories, products, users and discount codes are each one line of this.
 */
export function deleteById<S extends z.ZodType>(path: string, schema: S, fallbackMessage?: string) {
  return (id: string) => send('DELETE', `${path}/${encodeURIComponent(id)}`, schema, fallbackMessage);
}

/** GET `path`, its reply checked by `schema`. */
export function getOne<S extends z.ZodType>(path: string, schema: S, fallbackMessage: string) {
  return api(path, { schema, fallbackMessage });
}

/** One record by the id in the page's URL: nothing is asked until there is an id. */
export function useRecordQuery<T>(
  key: (id: string) => QueryKey,
  id: string | undefined,
  fetch: (id: string) => Promise<T>,
  options: { staleTime?: number; refetchOnMount?: 'always' } = {},
) {
  return useQuery({ queryKey: key(id ?? ''), queryFn: () => fetch(id!), enabled: !!id, ...options });
}

/** A multipart body: the checked text fields, and the image when one was chosen. */
export function withImage(fields: Record<string, string>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image);
  return form;
}

/** A catalogue write whose page says how it went: afterwards every cached read but the session's is stale. */
export function useCatalogWrite<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  onError?: (err: Error) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCatalog(queryClient), onError });
}

/**
 * A file the admin downloads (a CSV export, the bulk template): fetched with the admin's session, saved under the
 * server's file name (or `fallbackName`); a toast says why it failed.
 */
export function useFileDownload<V = void>(
  path: (variables: V) => string,
  failed: string,
  fallbackName: string,
) {
  return useMutation({
    mutationFn: async (variables: V) => {
      const { blob, filename } = await apiFile(path(variables), { fallbackMessage: failed });
      saveFile(blob, filename ?? fallbackName);
    },
    onError: (err) => notify.error(errorMessage(err, failed)),
  });
}
