/**
 * DELETE /api/auth/deleteUser/{id} — docs/shop/admin.md §8: 'User deleted successfully!'; a refusal shows the
 * server's reason (yourself, the last admin) or 'Failed to delete user.'; no answer at all 'Something went wrong
 * while deleting user.'.
 */
import { DeleteUserReply } from '#domain/schemas/admin-users';
import { ADMIN_MESSAGES } from '#domain/schemas/admin-messages';
import { adminKeys } from './keys';
import { serverReason, useToastMutation } from './toast-mutation';
import { deleteById } from './calls';

export const USER_DELETE_FAILED = 'Failed to delete user.';
export const USER_DELETE_BROKEN = 'Something went wrong while deleting user.';

export const deleteUser = deleteById('/api/auth/deleteUser', DeleteUserReply, USER_DELETE_FAILED);

export function useDeleteUser() {
  return useToastMutation(deleteUser, {
    done: (reply) => reply.message || ADMIN_MESSAGES.userDeleted,
    refresh: (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
    // A reply from the server (4xx/5xx) carries its reason; no reply at all is the spec's last message.
    failed: serverReason(USER_DELETE_BROKEN, (message) => message || USER_DELETE_FAILED),
  });
}
