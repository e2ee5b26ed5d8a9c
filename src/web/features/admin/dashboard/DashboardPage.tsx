/**
 * /admin (docs/shop/admin.md §2 "Dashboard"): the five count cards, and beyond the spec the sales of 7, 30 or 90
 * days against the period before (SalesOverview, GET /api/admin/dashboard/sales), the orders waiting to ship and
 * the variants running low (GET /api/admin/dashboard), the CSV exports, and when the metal rates were last set
 * (GET /api/rates), with a warning when they are older than a day. docs/decisions/101-dashboard-and-exports.md.
 */
import type { ReactNode } from 'react';
import { DASHBOARD_LOAD_FAILED, useDashboard } from '../api/get-dashboard';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../components/LoadState';
import { ui } from '../components/ui';
import { formatCount } from '../lib/format';
import { CountCards } from './CountCards';
import { AwaitingShipment } from './AwaitingShipment';
import { LowStockList } from './LowStockList';
import { RatesNotice } from './RatesNotice';
import { SalesOverview } from './SalesOverview';
import { ExportOrdersForm } from '../exports/ExportOrdersForm';
import { ExportProductsButton } from '../exports/ExportProductsButton';

function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className={`${ui.card} p-4`} aria-label={title}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl">{title}</h2>
        {aside && <div className="text-muted">{aside}</div>}
      </div>
      {children}
    </section>
  );
}

export default function DashboardPage() {
  const query = useDashboard();

  return (
    <div>
      <PageHeader title="Dashboard" description="How the shop is doing today." />
      <div className="mb-5">
        <RatesNotice />
      </div>
      <QueryState query={query} loading="Loading the dashboard…" failed={DASHBOARD_LOAD_FAILED}>
        {({ data }) => (
          <div className="flex flex-col gap-5">
            <CountCards counts={data.counts} />
            <SalesOverview />
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <Panel
                title="Waiting to ship"
                aside={`${formatCount(data.awaitingShipment.count)} placed or processing`}
              >
                <AwaitingShipment data={data.awaitingShipment} />
              </Panel>
              <Panel title="Low stock" aside={`${data.lowStock.threshold} or fewer in stock`}>
                <LowStockList data={data.lowStock} />
              </Panel>
            </div>
            <Panel title="Exports">
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <div>
                  <h3 className="mb-2 text-lg">Orders</h3>
                  <ExportOrdersForm />
                </div>
                <div>
                  <h3 className="mb-2 text-lg">Products</h3>
                  <p className="mb-3 text-[13px] text-muted">
                    Every product and variant in the bulk upload’s columns: edit the file in a spreadsheet and
                    bring new pieces in through Bulk upload.
                  </p>
                  <ExportProductsButton />
                </div>
              </div>
            </Panel>
          </div>
        )}
      </QueryState>
    </div>
  );
}
