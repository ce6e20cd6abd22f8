import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Each line's whole way through the process in one row (issue 33, variants and conformance): its
 * steps in order as text (`NEW>SALES>CD>CW>SALES_ORDER>INVOICE`; a regrouped rejected line ends in
 * `REGROUPED`), when it was registered and when it ended (null while it still waits somewhere), and
 * its rework: quantity changes, approval changes (the decider reassigned) and sales orders sent to
 * the ERP again; and whether a line of its return brought the client to the route when it was
 * registered (a Non CRP line, or a material the principal must approve), which conformance and the
 * what-if route it by. The lifecycle's one writer keeps it beside line_steps
 * (returns/lifecycle/linePaths.ts), so the variants of a period are one indexed read of the lines
 * that ended in it, not a walk over every line's steps.
 *
 * Lines of before this get theirs from line_steps and their events (linePathsFromSteps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table line_paths (
      return_detail_id integer primary key,
      return_id integer not null,
      plant_code text not null,
      client_code text not null,
      return_type text not null,
      reason_code text,
      path text not null,
      started_at timestamptz not null,
      ended_at timestamptz,
      quantity_changes integer not null default 0,
      approval_changes integer not null default 0,
      erp_retries integer not null default 0,
      needs_client boolean not null default false
    );
    create index line_paths_ended_idx on line_paths (ended_at)
      include (path, started_at, plant_code, client_code, return_type, reason_code, quantity_changes, approval_changes, erp_retries, needs_client);
    create index line_paths_started_idx on line_paths (started_at) include (plant_code, client_code, return_type, reason_code, needs_client, path);

    ${linePathsFromSteps}
    `,
  );
}

/**
 * Every line's path read from its steps (line_steps), its rework from its return's events: a
 * quantity change names its line in its remark ("Line 2: 5 → 3 BOX"), a reassignment and a sales
 * order sent again count for the lines not rejected by then. tests/api/ops/lineStepsBackfill.test.ts
 * holds it to the rows the lifecycle's writer keeps.
 */
export const linePathsFromSteps = `
  with ordered as (
    select s.*, row_number() over (partition by s.return_detail_id order by s.entered_at desc, s.line_step_id desc) as from_end
    from line_steps s
  ),
  rejected as (
    select e.return_detail_id, min(e.created_at) as at
    from return_events e
    where e.return_detail_id is not null and e.status = 'R' and e.event in ('line.decide', 'line.reject')
    group by e.return_detail_id
  ),
  quantity as (
    select ri.return_detail_id, count(*)::int as n
    from return_events e
    join return_items ri on ri.return_id = e.return_id and ri.line = substring(e.remark from '^Line ([0-9]+):')::int
    where e.event = 'line.changeQuantity'
    group by ri.return_detail_id
  ),
  whole as (
    select ri.return_detail_id, count(*) filter (where e.event = 'assignment.change')::int as approval_changes,
      count(*) filter (where e.event = 'salesOrder.retry')::int as erp_retries
    from return_events e
    join return_items ri on ri.return_id = e.return_id
    left join rejected x on x.return_detail_id = ri.return_detail_id
    where e.return_detail_id is null and e.event in ('assignment.change', 'salesOrder.retry') and (x.at is null or x.at > e.created_at)
    group by ri.return_detail_id
  )
  insert into line_paths (return_detail_id, return_id, plant_code, client_code, return_type, reason_code, path, started_at, ended_at,
    quantity_changes, approval_changes, erp_retries, needs_client)
  select o.return_detail_id, min(o.return_id), min(o.plant_code), min(o.client_code), min(o.return_type), min(o.reason_code),
    string_agg(o.step, '>' order by o.entered_at, o.line_step_id)
      || max(case when o.from_end = 1 and o.next_step = 'REGROUPED' then '>REGROUPED' else '' end),
    min(o.entered_at),
    max(case when o.from_end = 1 then o.left_at end),
    coalesce(min(q.n), 0), coalesce(min(w.approval_changes), 0), coalesce(min(w.erp_retries), 0),
    bool_or(exists (select 1 from return_items ri join materials m on m.material_code = ri.material_code
      where ri.return_id = o.return_id and (ri.crprgp = 'N' or m.principal_approval)))
  from ordered o
  left join quantity q on q.return_detail_id = o.return_detail_id
  left join whole w on w.return_detail_id = o.return_detail_id
  group by o.return_detail_id;
`;
