/**
 * The dashboard's figures. Days are the shop's days (SHOP_TIME_ZONE) whatever the server's or the database's
 * time zone; revenue counts every order that was not cancelled (refund-flagged orders were paid, so they count
 * until the admin cancels them).
 */
import { sql } from 'drizzle-orm';
import {
  AWAITING_SHIPMENT_STATUSES,
  DASHBOARD_DAYS,
  type DashboardCounts,
  type DashboardStats,
} from '#domain/schemas/admin-dashboard';
import type { OrderStatus } from '#domain/business-constants';
import type { ProductStatus } from '#domain/catalog-constants';
import { paiseToRupees } from '#domain/money';
import { queryRows, type Db } from '#server/db/client';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const [row] = await queryRows<DashboardCounts>(
    db,
    sql`select (select count(*) from users)::int as users,
               (select count(*) from orders)::int as orders,
               (select count(*) from categories)::int as categories,
               (select count(*) from subcategories)::int as subcategories,
               (select count(*) from products)::int as products`,
  );
  return row!;
}

/** One entry per day of the last DASHBOARD_DAYS days (today included) in the zone `tz`, empty days as 0. */
export async function salesByDay(db: Db, tz: string): Promise<DashboardStats['sales']> {
  const rows = await queryRows<{ date: string; orders: number; revenue_paise: string | number }>(
    db,
    sql`with bounds as (
          select (now() at time zone ${tz}::text)::date as today
        ),
        days as (
          select (b.today - g.n)::date as day from bounds b, generate_series(0, ${DASHBOARD_DAYS - 1}::int) as g(n)
        ),
        recent as (
          select (o.created_at at time zone ${tz}::text)::date as day, o.total_paise
          from orders o, bounds b
          where o.status <> 'Cancelled'
            and o.created_at >= ((b.today - ${DASHBOARD_DAYS - 1}::int)::timestamp at time zone ${tz}::text)
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               count(r.day)::int as orders,
               coalesce(sum(r.total_paise), 0)::bigint as revenue_paise
        from days d left join recent r on r.day = d.day
        group by d.day
        order by d.day`,
  );
  return rows.map((r) => ({
    date: r.date,
    orders: r.orders,
    revenue: paiseToRupees(Number(r.revenue_paise)),
  }));
}

export async function awaitingShipment(db: Db, limit = 20): Promise<DashboardStats['awaitingShipment']> {
  const statuses = sql.join(
    AWAITING_SHIPMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders where status in (${statuses})`,
  );
  const rows = await queryRows<{
    id: string;
    order_number: number;
    created_at: Date | string;
    status: OrderStatus;
    customer_name: string;
    total_paise: number;
    needs_refund: boolean;
    items: number;
  }>(
    db,
    sql`select o.id, o.order_number, o.created_at, o.status, o.customer_name, o.total_paise, o.needs_refund,
               (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id)::int as items
        from orders o
        where o.status in (${statuses})
        order by o.created_at asc, o.order_number asc
        limit ${limit}::int`,
  );
  return {
    count,
    orders: rows.map((r) => ({
      _id: r.id,
      orderNumber: Number(r.order_number),
      createdAt: iso(r.created_at),
      status: r.status,
      customerName: r.customer_name,
      totalAmount: paiseToRupees(r.total_paise),
      items: r.items,
      needsRefund: r.needs_refund,
    })),
  };
}

export async function lowStock(db: Db, threshold: number, limit = 50): Promise<DashboardStats['lowStock']> {
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from variants where stock <= ${threshold}::int`,
  );
  const rows = await queryRows<{
    product_id: string;
    title: string;
    slug: string;
    status: ProductStatus;
    variant_id: string;
    sku: string;
    material: string;
    purity: string;
    stock: number;
  }>(
    db,
    sql`select p.id as product_id, p.title, p.slug, p.status, v.id as variant_id, v.sku, v.material, v.purity, v.stock
        from variants v join products p on p.id = v.product_id
        where v.stock <= ${threshold}::int
        order by v.stock asc, (p.status = 'active') desc, p.title asc, v.position asc
        limit ${limit}::int`,
  );
  return {
    threshold,
    count,
    variants: rows.map((r) => ({
      productId: r.product_id,
      productTitle: r.title,
      productSlug: r.slug,
      productStatus: r.status,
      variantId: r.variant_id,
      sku: r.sku,
      material: r.material,
      purity: r.purity,
      stock: r.stock,
    })),
  };
}
