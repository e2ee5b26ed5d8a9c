/** /admin/messages (conventions.md): the contact form's messages, newest first, searchable, a page at a time. */
import { Mail } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { MESSAGES_LOAD_FAILED, useMessages } from '../api/get-messages';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { PageHeader } from '../components/PageHeader';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { SearchBox } from '../components/SearchBox';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';

export default function MessagesPage() {
  const { params, update } = useListParams();
  const query = useMessages({ q: params.q || undefined, page: params.page, limit: ADMIN_LIST_PAGE_SIZE });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );

  return (
    <div>
      <PageHeader
        title="Messages"
        description="What shoppers wrote through the contact form, newest first."
      />
      <div className="mb-4">
        <SearchBox
          value={params.q}
          onSearch={(q) => update({ q })}
          label="Search messages"
          placeholder="Name, e-mail, subject or text"
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
        <EmptyState message={params.q ? 'No messages match this search.' : 'No messages yet.'} />
      ) : (
        <>
          <ul className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {query.data.data.map((m) => (
              <li key={m._id}>
                <article className={`${ui.card} p-4`}>
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h2 className="font-sans text-base font-medium">{m.subject}</h2>
                      <p className="text-muted">
                        {m.name} ·{' '}
                        <a
                          href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                          className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        >
                          <Mail aria-hidden="true" className="h-3.5 w-3.5" />
                          {m.email}
                        </a>
                      </p>
                    </div>
                    <time dateTime={m.createdAt} className="shrink-0 text-xs text-muted">
                      {formatDateTime(m.createdAt)}
                    </time>
                  </div>
                  <p className="mt-2 whitespace-pre-line break-words">{m.message}</p>
                </article>
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
