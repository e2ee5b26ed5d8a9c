/**
 * /admin/messages (docs/shop/conventions.md §4, docs/decisions/102): the contact form's messages, newest first,
 * searchable, a page at a time. Unread ones are marked; opening one marks it read ("Mark as unread" puts it
 * back); a reply is written here and e-mailed to the sender with their message quoted, and the message then shows
 * "Replied" with when.
 */
import { useState } from 'react';
import { useMessages } from '../api/get-messages';
import { formatCount } from '../lib/format';
import { AdminListPage } from '../shared/AdminListPage';
import { useAdminList } from '../shared/use-admin-list';
import { MessageItem } from './MessageItem';

const UNREAD = 'Unread only';

export default function MessagesPage() {
  const list = useAdminList({
    search: 'Name, e-mail, subject or text',
    filters: [
      {
        name: 'show',
        label: 'Show',
        allLabel: 'All messages',
        options: [UNREAD],
        empty: 'No unread messages.',
      },
    ],
  });
  const messages = useMessages({
    ...list.paging,
    ...(list.values.show ? { unread: 'true' as const } : {}),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const unread = messages.query.data?.unread;

  return (
    <AdminListPage
      title="Messages"
      description={
        unread === undefined
          ? 'What shoppers wrote through the contact form, newest first.'
          : `What shoppers wrote through the contact form, newest first · ${unread === 0 ? 'all read' : `${formatCount(unread)} unread`}`
      }
      noun="messages"
      list={list}
      source={messages}
      cards={{
        className: 'flex flex-col gap-2',
        render: (m) => (
          <MessageItem
            message={m}
            open={openId === m._id}
            onToggle={() => setOpenId((id) => (id === m._id ? null : m._id))}
          />
        ),
      }}
    />
  );
}
