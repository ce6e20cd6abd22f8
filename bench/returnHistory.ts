import { sql } from 'kysely';
import type { Database } from '../src/server/db/database.ts';

/**
 * Years of returns over the demo master data, written by SQL in batches (no row passes through
 * Node), for the bench: on PostgreSQL a million returns take minutes. Deterministic: every choice
 * is a hash of the return's number `g`, so two runs build the same data.
 *
 * Of every thousand returns: 20 drafts, 30 rejected as a whole, 100 waiting at a step (SALES 30 %,
 * CLIENT 10 %, BRQA 20 %, QAHO 15 %, QACLIENT 5 %, Chief Delivery 10 %, Chief Warehouse 10 %) and
 * the rest completed with a sales order and a return invoice. One to five lines each (three on
 * average), every return created over the last three years in order of `g`. A waiting return is
 * assigned as the product assigns it (returns/assignment.ts): SALES to its customer's rayon, CLIENT
 * to the client users of its lines, BRQA, Chief Delivery and Chief Warehouse to the plant's staff,
 * QAHO and QACLIENT to every QAHO user. Each submitted return has its submission event, and each
 * of its lines its steps and path (line_steps, line_paths).
 */

/** A number in [0, n) chosen by `g` and a salt, as SQL. */
const pick = (salt: number, n: number) => sql.raw(`mod(abs(hashint4(g * 31 + ${salt})), ${n})`);

/** Returns `from` … `to - 1` of `total`, with their lines, in one statement. */
async function insertReturns(db: Database, from: number, to: number, total: number): Promise<void> {
  await sql`
    with customer as (select (row_number() over (order by customer_code) - 1)::int as i, customer_code, plant_code from customers where not blocked),
    customers_n as (select count(*)::int as n from customer),
    creator as (select array_agg(user_id order by user_id) as ids, count(*)::int as n from users where user_name in ('sales_service', 'admin')),
    material as (select (row_number() over (order by material_code) - 1)::int as i, material_code, material_name, client_code from materials where not blocked),
    materials_n as (select count(*)::int as n from material),
    chosen as (
      select g, ${pick(1, 1000)} as p, ${pick(2, 1000)} as s, ${pick(3, 5)} as kind, mod(${pick(4, 1_000_000)}, customers_n.n) as c,
        now() - make_interval(secs => (${total} - g)::double precision / ${total} * 3 * 365 * 86400) as created_at
      from generate_series(${from}::int, ${to - 1}::int) as g, customers_n
    ),
    stated as (
      select chosen.*,
        case when p < 20 then 'D' when p < 50 then 'R' when p < 150 then 'W' else 'A' end as status,
        case when p < 50 then null when p >= 150 then 'END'
          when s < 300 then 'SALES' when s < 400 then 'CLIENT' when s < 600 then 'BRQA' when s < 750 then 'QAHO'
          when s < 800 then 'QACLIENT' when s < 900 then 'CD' else 'CW' end as step_code
      from chosen
    ),
    inserted as (
      insert into returns (ret_number, return_type, status, step_code, route, version, customer_code, plant_code, invoice_no, transaction_date,
        reason_code, remark, created_by, created_at, submitted_at, updated_at, approved_by_anyone, print_status, fpre_status, fpre_uploaded,
        fareye_status, so_status, so_number, return_invoice_no)
      select
        case when status = 'D' then 'DRF' || lpad(g::text, 10, '0') else 'APL' || customer.plant_code || lpad(g::text, 8, '0') end,
        (array['NONMTKA', 'MTKA', 'NOREFNONMTKA', 'NONREFMTKA', 'NONMTKA'])[1 + kind],
        status,
        step_code,
        case when step_code = 'CLIENT' or mod(g, 5) = 0 then array['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'] else array['SALES', 'BRQA', 'QAHO', 'CD', 'CW'] end,
        case when status = 'D' then 0 else 3 end,
        customer.customer_code,
        customer.plant_code,
        '91' || lpad(g::text, 8, '0'),
        created_at::date - 7,
        (array['101', '120', '135', '101', '101'])[1 + kind],
        'Generated for the bench',
        creator.ids[1 + mod(g, creator.n)],
        created_at,
        case when status <> 'D' then created_at + interval '1 hour' end,
        created_at + interval '2 hours',
        status = 'A' or coalesce(step_code in ('CD', 'CW'), false),
        case when status = 'A' or step_code = 'CW' then 'Y' else 'N' end,
        case when status = 'A' or step_code = 'CW' then 'A' else 'W' end,
        status = 'A' or coalesce(step_code = 'CW', false),
        case when status = 'A' or step_code = 'CW' then 'IRRELEVANT' else 'NOT_SENT' end,
        case when status = 'A' then 'SUCCESS' end,
        case when status = 'A' then 'SO' || lpad(g::text, 10, '0') end,
        case when status = 'A' then 'RI' || lpad(g::text, 10, '0') end
      from stated join customer on customer.i = stated.c, creator
      -- Numbered in the order of g: a line's material is chosen by its return's number.
      order by g
      returning return_id, status
    )
    insert into return_items (return_id, line, material_code, material_name, batch, expired_date, uom, return_uom, qty, base_qty, net_price, crprgp, client_code, approval_status)
    select i.return_id, line, material.material_code, material.material_name, 'B' || lpad(mod(i.return_id * 7 + line, 100000)::text, 6, '0'), current_date + 365,
      'BOX', 'BOX', 1 + mod(line, 4), 1 + mod(line, 4), 15000, 'Y', material.client_code, case when i.status = 'A' then 'A' end
    from inserted i cross join materials_n cross join generate_series(1, 1 + mod(abs(hashint4(i.return_id)), 5)) as line
      join material on material.i = mod(abs(hashint4(i.return_id * 7 + line)), materials_n.n)
  `.execute(db);
}

/** The assignments and submission events of the returns after `afterId`. */
async function assignAndRecord(db: Database, afterId: number): Promise<void> {
  const today = sql`current_date`;
  await sql`
    insert into return_assignments (return_id, step_code, user_id, assigned_at)
    select distinct r.return_id, r.step_code, u.user_id, r.submitted_at
    from returns r
    join rayon_customers rc on rc.customer_code = r.customer_code and ${today} between rc.valid_from and rc.valid_to
    join rayon_headers rh on rh.rayon_code = rc.rayon_code and ${today} between rh.valid_from and rh.valid_to
    join users u on u.user_name in (rh.fss, rh.asm, rh.nsm, rh.bum) and u.is_active and not u.is_locked
    where r.return_id > ${afterId} and r.status = 'W' and r.step_code = 'SALES'
    union
    select r.return_id, r.step_code, bs.user_id, r.submitted_at
    from returns r
    join branch_staff bs on bs.plant_code = r.plant_code and bs.user_id is not null and ${today} between bs.valid_from and bs.valid_to
      and bs.role = case r.step_code when 'BRQA' then 'BRQA' when 'CD' then 'CHIEF_DELIVERY' else 'CHIEF_WAREHOUSE' end
    where r.return_id > ${afterId} and r.status = 'W' and r.step_code in ('BRQA', 'CD', 'CW')
    union
    select r.return_id, r.step_code, ur.user_id, r.submitted_at
    from returns r, user_roles ur join roles ro on ro.role_id = ur.role_id and ro.role_name = 'QAHO'
    where r.return_id > ${afterId} and r.status = 'W' and r.step_code in ('QAHO', 'QACLIENT')
    union
    select distinct r.return_id, r.step_code, uc.user_id, r.submitted_at
    from returns r
    join return_items ri on ri.return_id = r.return_id
    join user_clients uc on uc.client_code = ri.client_code
    where r.return_id > ${afterId} and r.status = 'W' and r.step_code = 'CLIENT'
  `.execute(db);
  await sql`
    insert into return_events (return_id, event, to_step, status, user_id, user_name, created_at)
    select r.return_id, 'return.submit', r.route[1], 'W', r.created_by, u.user_name, r.submitted_at
    from returns r join users u on u.user_id = r.created_by
    where r.return_id > ${afterId} and r.submitted_at is not null
  `.execute(db);
  await linesWays(db, afterId);
}

/**
 * Each submitted line's way as the lifecycle's writer keeps it (line_paths, line_steps), from the
 * return's state: a completed return's lines went its whole route to the invoice, a waiting one's
 * up to its step, where they wait; a return rejected as a whole stopped at its first step. The
 * steps are spread evenly from registration to the end (an hour apart while a line waits).
 */
async function linesWays(db: Database, afterId: number): Promise<void> {
  await sql`
    with routed as (
      select r.return_id, r.status, r.step_code, r.created_at, r.updated_at, r.plant_code, r.return_type, r.reason_code,
        'CLIENT' = any(r.route) as needs_client,
        (select string_agg(case when s = 'QAHO' then 'QAHO>QACLIENT' else s end, '>' order by o) from unnest(r.route) with ordinality as u(s, o)) as steps
      from returns r
      where r.return_id > ${afterId} and r.status <> 'D'
    ),
    pathed as (
      select routed.*,
        case
          when status = 'A' then 'NEW>' || steps || '>SALES_ORDER>INVOICE'
          when status = 'R' then 'NEW>' || split_part(steps, '>', 1) || '>REJECTED'
          else 'NEW>' || substring(steps from 1 for position(step_code in steps) + length(step_code) - 1)
        end as path,
        case when status in ('A', 'R') then updated_at end as ended_at
      from routed
    )
    insert into line_paths (return_detail_id, return_id, plant_code, client_code, return_type, reason_code, path, started_at, ended_at, needs_client)
    select ri.return_detail_id, p.return_id, p.plant_code, ri.client_code, p.return_type, p.reason_code, p.path, p.created_at, p.ended_at, p.needs_client
    from pathed p join return_items ri on ri.return_id = p.return_id
  `.execute(db);
  await sql`
    with ways as (
      select lp.*, s.step, s.o, cardinality(string_to_array(lp.path, '>')) as n
      from line_paths lp, unnest(string_to_array(lp.path, '>')) with ordinality as s(step, o)
      where lp.return_id > ${afterId}
    ),
    timed as (
      select ways.*,
        case when ended_at is null then interval '1 hour' else (ended_at - started_at) / greatest(n - 1, 1) end as gap
      from ways
    )
    insert into line_steps (return_id, return_detail_id, plant_code, client_code, return_type, reason_code, step, entered_at, left_at, next_step)
    select return_id, return_detail_id, plant_code, client_code, return_type, reason_code, step,
      started_at + gap * (o - 1),
      case when o < n then started_at + gap * o when ended_at is not null then ended_at end,
      nullif(split_part(path, '>', (o + 1)::int), '')
    from timed
  `.execute(db);
}

/**
 * Adds `total` returns in batches of `batch`, reporting progress; the database must hold the demo
 * master data and no generated returns yet.
 */
export async function generateReturnHistory(db: Database, total: number, { batch = 50_000, progress = (_done: number) => {} } = {}): Promise<void> {
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(from + batch, total + 1);
    const { last } = await db
      .selectFrom('returns')
      .select(sql<number>`coalesce(max(return_id), 0)::int`.as('last'))
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await insertReturns(trx, from, to, total);
      await assignAndRecord(trx, last);
    });
    progress(to - 1);
  }
  // As autovacuum would by the time anyone reads them: statistics, and pages marked all-visible for index-only scans.
  await sql`vacuum analyze`.execute(db);
}
