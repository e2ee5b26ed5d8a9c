/** The menu's count of unread contact messages (docs/decisions/102): nothing when none, "3 unread" to a screen reader. */
import { useUnreadMessages } from '../api/get-unread-messages';
import { formatCount } from '../lib/format';

export function UnreadBadge() {
  const { data: unread } = useUnreadMessages();
  if (!unread) return null;
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-gold px-1.5 text-xs font-medium text-charcoal">
      {formatCount(unread)}
      <span className="sr-only"> unread</span>
    </span>
  );
}
