/**
 * /admin/messages (docs/shop/conventions.md §4, docs/decisions/102): the contact form's messages, newest first,
 * searchable, a page at a time. Unread ones are marked; opening one marks it read ("Mark as unread" puts it
 * back); a reply is written here and e-mailed to the sender with their message quoted, and the message then shows
 * "Replied" with when.
 */
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { MESSAGES_LOAD_FAILED, useMessages } from '../api/get-messages';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { ListFilter } from '../components/ListFilter';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { formatCount } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { MessageItem } from './MessageItem';

const FILTERS = ['show'] as const;
const UNREAD = 'Unread only';

export default function MessagesPage() {
  const { params, update } = useListParams(FILTERS);
  const unreadOnly = params.filters.show === UNREAD;
  const query = useMessages({
    q: params.q || undefined,
    page: params.page,
    limit: ADMIN_LIST_PAGE_SIZE,
    ...(unreadOnly ? { unread: 'true' as const } : {}),
  });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const unread = query.data?.unread;

  return (
    <div>
      <PageHeader
        title="Messages"
        description={
          unread === undefined
            ? 'What shoppers wrote through the contact form, newest first.'
            : `What shoppers wrote through the contact form, newest first · ${unread === 0 ? 'all read' : `${formatCount(unread)} unread`}`
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search messages"
          placeholder="Name, e-mail, subject or text"
        />
        <ListFilter
          label="Show"
          value={unreadOnly ? UNREAD : ''}
          onChange={(v) => update({ show: v })}
          allLabel="All messages"
          options={[UNREAD]}
        />
      </div>
      {query.isPending ? (
        <Loading label="Loading messages…" />
      ) : query.isError ? (
        <LoadError
          message={MESSAGES_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          message={
            params.q
              ? 'No messages match this search.'
              : unreadOnly
                ? 'No unread messages.'
                : 'No messages yet.'
          }
        />
      ) : (
        <>
          <ul className={`flex flex-col gap-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {query.data.data.map((m) => (
              <li key={m._id}>
                <MessageItem
                  message={m}
                  open={openId === m._id}
                  onToggle={() => setOpenId((id) => (id === m._id ? null : m._id))}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={params.page}
            limit={ADMIN_LIST_PAGE_SIZE}
            total={query.data.total}
            onPage={(page) => update({ page })}
            noun="messages"
          />
        </>
      )}
    </div>
  );
}
