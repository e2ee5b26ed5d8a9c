/** The merge's batches, shared by the bag's and the wishlist's merge chunks (merge-guest-cart.tsx, ../wishlist). */
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '#web/app/query-client';
import { isSessionError } from '#web/lib/failure-message';

/**
 * Sends a guest list to the server in batches; each batch leaves the guest list as soon as the server has it, so
 * a retry never sends it twice. Reads of the server list on their way are cancelled first (they must not land
 * after the merge with the old list), and the list is read afresh after, whatever happened. A session that
 * ended meanwhile fails quietly (the api-client has logged out).
 */
export async function mergeInBatches<T, R>(options: {
  items: readonly T[];
  size: number;
  serverKey: QueryKey;
  userKey: QueryKey;
  send: (batch: T[]) => Promise<R>;
  drop: (batch: T[]) => void;
  onReply: (reply: R) => void;
  onFailure: (err: unknown) => void;
}): Promise<boolean> {
  const { items, size } = options;
  try {
    await queryClient.cancelQueries({ queryKey: options.serverKey });
    for (let i = 0; i < items.length; i += size) {
      const batch = items.slice(i, i + size);
      const reply = await options.send(batch);
      options.drop(batch);
      options.onReply(reply);
    }
    return true;
  } catch (err) {
    if (!isSessionError(err)) options.onFailure(err);
    return false;
  } finally {
    void queryClient.invalidateQueries({ queryKey: options.userKey });
  }
}
