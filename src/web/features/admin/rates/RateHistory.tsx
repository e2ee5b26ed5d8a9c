/**
 * Every change of a rate, newest first, a page at a time (the page is in the URL, docs/decisions/049): when,
 * which rate, old → new with the difference, and who set it.
 */
import { errorMessage } from '#web/lib/api-client';
import { formatRatePerGram, rateKeyLabel } from '#web/lib/rate-format';
import { RATE_HISTORY_LOAD_FAILED, useRateHistory } from '../api/get-rate-history';
import { ADMIN_LIST_PAGE_SIZE } from '../api/keys';
import { EmptyState, LoadError, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { Table, TBody, Td, Th, THead, Tr } from '../components/Table';
import { formatDateTime } from '../lib/format';
import { useClampPage, useListParams } from '../lib/use-list-params';
import { deltaText, rateDelta } from './rate-form-model';

export function RateHistory() {
  const { params, update } = useListParams();
  const { query } = useRateHistory({ page: params.page, limit: ADMIN_LIST_PAGE_SIZE });
  useClampPage(
    params.page,
    query.isPlaceholderData ? undefined : query.data?.total,
    ADMIN_LIST_PAGE_SIZE,
    update,
  );

  if (query.isPending) return <Loading label="Loading the history…" />;
  if (query.isError)
    return (
      <LoadError
        message={RATE_HISTORY_LOAD_FAILED}
        detail={errorMessage(query.error, '')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.changes.length === 0) return <EmptyState message="No rate has been changed yet." />;
  return (
    <>
      <Table caption="History of metal rates, newest first" busy={query.isPlaceholderData}>
        <THead>
          <Th>When</Th>
          <Th>Metal</Th>
          <Th>Old → new</Th>
          <Th>Change</Th>
          <Th>By</Th>
        </THead>
        <TBody>
          {query.data.changes.map((c) => {
            const delta = rateDelta(c.oldRate, c.newRate);
            return (
              <Tr key={c._id}>
                <Td className="whitespace-nowrap font-medium md:font-normal">
                  {formatDateTime(c.changedAt)}
                </Td>
                <Td label="Metal" className="whitespace-nowrap">
                  {rateKeyLabel(c)}
                </Td>
                <Td label="Old → new" className="whitespace-nowrap tabular-nums">
                  {c.oldRate === null ? 'not set' : formatRatePerGram(c.oldRate)}
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> to </span>
                  {formatRatePerGram(c.newRate)}
                </Td>
                <Td label="Change" className="whitespace-nowrap tabular-nums text-muted">
                  {delta ? deltaText(delta) : 'First rate'}
                </Td>
                <Td label="By">{c.changedBy.name || <span className="text-muted">—</span>}</Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <Pagination
        page={params.page}
        limit={ADMIN_LIST_PAGE_SIZE}
        total={query.data.total}
        onPage={(page) => update({ page })}
        noun="changes"
      />
    </>
  );
}
