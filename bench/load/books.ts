/**
 * The books after a load run, read straight from PostgreSQL: every paid payment session is exactly one order
 * (and every order comes from a paid session), no session or provider id was ordered twice, and every variant's
 * stock equals its start stock minus what the orders took — never negative.
 */
import pg from 'pg';

export type StartStock = Map<string, number>;

export async function readStock(databaseUrl: string): Promise<StartStock> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string; stock: number }>('select id, stock from variants');
    return new Map(rows.map((r) => [r.id, Number(r.stock)]));
  } finally {
    await c.end();
  }
}

/**
 * Raises every variant's stock by `extra` so 60 s of buying never sells a piece out (decision 052: a refusal
 * for want of stock would be an expected answer, not a fault, and would hide real errors), and tells running
 * servers' read caches through the catalogue channel.
 */
export async function raiseStock(databaseUrl: string, extra: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('update variants set stock = stock + $1', [extra]);
    await c.query(`select pg_notify('catalog_changed', 'bench:stock')`);
  } finally {
    await c.end();
  }
}

export interface Books {
  ok: boolean;
  lines: string[];
  orders: number;
  paidSessions: number;
}

export async function checkBooks(databaseUrl: string, start: StartStock): Promise<Books> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const lines: string[] = [];
  let ok = true;
  const check = (good: boolean, text: string) => {
    ok &&= good;
    lines.push(`${good ? 'PASS' : 'FAIL'}  ${text}`);
  };
  const one = async (q: string) => Number(Object.values((await c.query(q)).rows[0] ?? { n: 0 })[0]);
  try {
    const paidSessions = await one(`select count(*) from payment_sessions where status = 'paid'`);
    const orders = await one('select count(*) from orders');
    check(paidSessions === orders, `paid payment sessions (${paidSessions}) = orders (${orders})`);
    const paidWithout = await one(
      `select count(*) from payment_sessions s where s.status = 'paid'
         and not exists (select 1 from orders o where o.payment_session_id = s.id)`,
    );
    check(paidWithout === 0, `paid sessions without an order: ${paidWithout}`);
    const orderWithoutPaid = await one(
      `select count(*) from orders o left join payment_sessions s on s.id = o.payment_session_id
         where s.id is null or s.status <> 'paid'`,
    );
    check(orderWithoutPaid === 0, `orders without a paid session: ${orderWithoutPaid}`);
    const twiceBySession = await one(
      `select count(*) from (select payment_session_id from orders group by 1 having count(*) > 1) d`,
    );
    const twiceByKey = await one(
      `select count(*) from (select stripe_session_id from orders group by 1 having count(*) > 1) d`,
    );
    check(
      twiceBySession + twiceByKey === 0,
      `sessions ordered twice: ${twiceBySession} (by session), ${twiceByKey} (by provider id)`,
    );
    const amountsWrong = await one(
      `select count(*) from orders o join payment_sessions s on s.id = o.payment_session_id
         where o.total_paise <> s.amount_paise
            or o.total_paise <> (select coalesce(sum(l.price_at_purchase_paise * l.quantity), 0)
                                 from order_lines l where l.order_id = o.id)`,
    );
    check(
      amountsWrong === 0,
      `orders whose total differs from the session paid or their lines: ${amountsWrong}`,
    );
    const flagged = await one('select count(*) from orders where needs_refund');
    check(flagged === 0, `orders flagged "needs refund" (stock was raised, so none expected): ${flagged}`);

    const { rows } = await c.query<{ id: string; stock: number; ordered: string }>(
      `select v.id, v.stock, coalesce(sum(l.quantity), 0) as ordered
         from variants v left join order_lines l on l.variant_id = v.id group by v.id, v.stock`,
    );
    let wrong = 0;
    let negative = 0;
    let sold = 0;
    for (const r of rows) {
      const ordered = Number(r.ordered);
      sold += ordered;
      if (Number(r.stock) < 0) negative += 1;
      if (start.get(r.id) === undefined || Number(r.stock) !== start.get(r.id)! - ordered) {
        wrong += 1;
        if (wrong <= 5)
          lines.push(`      variant ${r.id}: start ${start.get(r.id)}, ordered ${ordered}, now ${r.stock}`);
      }
    }
    check(
      wrong === 0 && rows.length === start.size,
      `every variant's stock = start − ordered (${rows.length} variants, ${sold} pieces sold, ${wrong} wrong)`,
    );
    check(negative === 0, `variants with negative stock: ${negative}`);
    return { ok, lines, orders, paidSessions };
  } finally {
    await c.end();
  }
}
