import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Each line's way through the process, a row per step it was at (issue 33): when it entered, when
 * it left and for which step (machines/returns/processSteps.ts names the steps). The lifecycle's
 * one writer keeps it (returns/lifecycle/lineSteps.ts) and Reject Return ends a rejected line's
 * wait, so the analysts' process view reads what lines wait where and which moves they took in a
 * period from an index, not from every event. A line waiting at a step has one open row (left_at
 * null); a step a line ends at is written closed. The rows carry what the view filters and scopes
 * by (plant, the line's client, type, reason) and outlive a deleted draft, whose lines end at
 * DELETED.
 *
 * Returns of before this get their rows from their events (lineStepsFromEvents).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table line_steps (
      line_step_id bigint generated always as identity primary key,
      return_id integer not null,
      return_detail_id integer not null,
      plant_code text not null,
      client_code text not null,
      return_type text not null,
      reason_code text,
      step text not null,
      entered_at timestamptz not null,
      left_at timestamptz,
      next_step text,
      check (left_at is null or left_at >= entered_at)
    );
    create unique index line_steps_open_key on line_steps (return_detail_id) where left_at is null;
    create index line_steps_waiting_idx on line_steps (step, entered_at) include (plant_code, client_code, return_type, reason_code) where left_at is null;
    create index line_steps_left_idx on line_steps (left_at) include (step, next_step, entered_at, plant_code, client_code, return_type, reason_code);
    create index line_steps_line_idx on line_steps (return_detail_id, entered_at);

    ${lineStepsFromEvents}
    `,
  );
}

/**
 * The steps of every submitted return's lines, read from its events: registration, each step the
 * return moved to (for the lines not rejected by then), each line's rejection, the invoice, the
 * give-back to the customer, and the regrouping of a rejected line into a new return.
 * tests/api/ops/lineStepsBackfill.test.ts holds it to the rows the lifecycle's writer keeps.
 */
export const lineStepsFromEvents = `
  with lines as (
    select ri.return_detail_id, ri.return_id, ri.client_code, ri.reject_disposition, r.plant_code, r.return_type, r.reason_code, r.created_at
    from return_items ri join returns r on r.return_id = ri.return_id
    where r.status <> 'D'
  ),
  rejected as (
    select e.return_detail_id, min(e.created_at) as at
    from return_events e
    where e.return_detail_id is not null and e.status = 'R' and e.event in ('line.decide', 'line.reject')
    group by e.return_detail_id
  ),
  moves as (
    select distinct on (e.return_id, e.created_at) e.return_id, e.created_at,
      case when e.event in ('return.reject', 'delivery.reject') then 'REJECTED' when e.event = 'invoice.found' then 'INVOICE'
        when e.to_step = 'END' then 'SALES_ORDER' else e.to_step end as step
    from return_events e
    where e.return_detail_id is null
      and ((e.from_step is distinct from e.to_step and e.to_step is not null) or e.event in ('return.reject', 'invoice.found'))
    order by e.return_id, e.created_at, e.event_id
  ),
  entries as (
    select l.return_detail_id, 'NEW' as step, l.created_at as at from lines l
    union all
    select l.return_detail_id, m.step, m.created_at
    from moves m join lines l on l.return_id = m.return_id
    left join rejected x on x.return_detail_id = l.return_detail_id
    where x.at is null or x.at > m.created_at
    union all
    select x.return_detail_id, 'REJECTED', x.at from rejected x join lines l on l.return_detail_id = x.return_detail_id
    union all
    select e.return_detail_id, 'BACK_TO_CUSTOMER', e.created_at from return_events e where e.event = 'line.backToCustomer'
    union all
    select n.old_return_detail_id, 'REGROUPED', r.created_at
    from return_items n join returns r on r.return_id = n.return_id join lines l on l.return_detail_id = n.old_return_detail_id
    where l.reject_disposition = 'REGROUPED'
  ),
  timed as (
    select en.*, lead(en.step) over w as next_step, lead(en.at) over w as next_at, lag(en.step) over w as before_step
    from entries en
    window w as (partition by en.return_detail_id order by en.at, array_position(array['NEW', 'SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW', 'SALES_ORDER', 'REJECTED', 'INVOICE', 'BACK_TO_CUSTOMER', 'REGROUPED'], en.step))
  )
  insert into line_steps (return_id, return_detail_id, plant_code, client_code, return_type, reason_code, step, entered_at, left_at, next_step)
  select l.return_id, t.return_detail_id, l.plant_code, l.client_code, l.return_type, l.reason_code, t.step, t.at,
    case
      when t.next_at is not null then t.next_at
      when t.step in ('INVOICE', 'BACK_TO_CUSTOMER') then t.at
      when t.step = 'REJECTED' and t.before_step is distinct from 'CW' then t.at
    end,
    t.next_step
  from timed t join lines l on l.return_detail_id = t.return_detail_id
  where t.step <> 'REGROUPED';
`;
