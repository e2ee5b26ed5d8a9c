/**
 * A back-office write that says how it went in a toast (docs/decisions/127): the reply's words when it worked,
 * then what it changed is fetched again (the mutation stays pending while `refresh`'s promise runs, so a dialog
 * stays busy until the list shows the change); the refusal's words when it did not.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client';
import { notify } from '../lib/notify';

export function useToastMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  {
    done,
    refresh,
    failed,
  }: {
    done: (reply: R) => string;
    refresh: (queryClient: QueryClient, reply: R, variables: V) => Promise<unknown> | void;
    /** The toast of a failure; none when the form shows the refusal itself. */
    failed?: (err: Error) => string;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (reply, variables) => {
      notify.success(done(reply));
      return refresh(queryClient, reply, variables);
    },
    onError: (err) => failed && notify.error(failed(err)),
  });
}

/** The server's reason when it answered (4xx/5xx), `noReply` when it could not be reached. */
export const serverReason =
  (noReply: string, reason: (message: string) => string = (m) => m) =>
  (err: Error) =>
    err instanceof ApiError && err.status > 0 ? reason(err.message) : noReply;
