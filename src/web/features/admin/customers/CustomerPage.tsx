/**
 * /admin/customers/{id} (issue 18 item 4; docs/api/admin.md "Customers", docs/decisions/098): one customer as a
 * shop owner needs them — who they are, what they have spent, their orders (paged), the addresses orders went
 * to, viewing requests, messages, and the shop's internal notes with who wrote them and when. Reached from the
 * users list (each name) and from each order.
 */
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '#web/lib/api-client';
import { CUSTOMER_LOAD_FAILED, useCustomer } from '../api/get-customer';
import { PageHeader } from '../components/PageHeader';
import { LoadError, Loading } from '../components/LoadState';
import { formatDate } from '../lib/format';
import { CustomerFigures } from './CustomerFigures';
import { CustomerOrders } from './CustomerOrders';
import { CustomerContact } from './CustomerContact';
import { CustomerNotes } from './CustomerNotes';
import { BackLink } from '../components/HeaderLinks';

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useCustomer(customerId, { page, limit: CUSTOMER_ORDERS_PAGE_SIZE });
  const back = <BackLink to="/admin/users">Users</BackLink>;

  if (query.isPending)
    return (
      <div>
        <PageHeader title="Customer" back={back} />
        <Loading label="Loading the customer…" />
      </div>
    );
  if (query.isError)
    return (
      <div>
        <PageHeader title="Customer" back={back} />
        <LoadError
          message={CUSTOMER_LOAD_FAILED}
          detail={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );

  const data = query.data;
  const c = data.customer;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={c.name}
        back={back}
        description={
          <span>
            <span className="break-all">{c.email}</span>
            {c.mobile && ` · ${c.mobile}`} · customer since {formatDate(c.createdAt)}
            {c.role === 'admin' && ' · admin'}
          </span>
        }
      />
      <CustomerFigures stats={data.stats} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <CustomerOrders
            reply={data}
            busy={query.isPlaceholderData}
            onPage={(next) =>
              setSearch((prev) => {
                const params = new URLSearchParams(prev);
                if (next === 1) params.delete('page');
                else params.set('page', String(next));
                return params;
              })
            }
          />
          <CustomerContact reply={data} />
        </div>
        <CustomerNotes customerId={c._id} notes={data.notes} total={data.counts.notes} />
      </div>
    </div>
  );
}
