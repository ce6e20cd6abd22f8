import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage, totalOnce } from '../../lists/listPage.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import { draftLines, periodBounds, scopedLineSteps, type ProcessFilters } from './processView.ts';
import type { Period } from './stepMoves.ts';

/** What a list of the process view's lines shows of each line's return (its rows `s` joined to the line `ri` and return `r`). */
export const lineOfReturnColumns = ['s.return_id', 'r.ret_number', 'ri.line', 'ri.material_code', 'ri.material_name', 's.plant_code', 's.client_code'] as const;

export interface LinesAsked extends ProcessFilters {
  step: string;
  nextStep?: string | undefined;
}

/**
 * The lines behind a number of the process view: waiting at a step now, longest first (NEW: the
 * drafts' lines), or that left the step for `nextStep` in the period, latest first. A deleted
 * draft's lines keep their step rows but no return: no number, no material.
 */
export function processLinesPage(db: Database, user: Principal, asked: LinesAsked, period: Period, page: Page) {
  const total = totalOnce(db, 'processLines', user.userId, { ...asked, ...(asked.nextStep ? period : {}) });
  if (asked.step === 'NEW' && !asked.nextStep)
    return listPage(
      draftLines(db, user, asked),
      page,
      (q) =>
        q
          .select([
            'r.return_id',
            'r.ret_number',
            'ri.line',
            'ri.material_code',
            'ri.material_name',
            'r.plant_code',
            'ri.client_code',
            'r.created_at as entered_at',
            sql<Date | null>`null::timestamptz`.as('left_at'),
          ])
          .orderBy('r.created_at')
          .orderBy('ri.return_detail_id'),
      { total },
    );
  const { start, end } = periodBounds(period);
  const lines = scopedLineSteps(db, user, asked)
    .where('s.step', '=', asked.step)
    .$if(!asked.nextStep, (q) => q.where('s.left_at', 'is', null))
    .$if(Boolean(asked.nextStep), (q) => q.where('s.next_step', '=', asked.nextStep!).where(sql<boolean>`s.left_at >= ${start} and s.left_at < ${end}`));
  return listPage(
    lines,
    page,
    (q) =>
      q
        .leftJoin('return_items as ri', 'ri.return_detail_id', 's.return_detail_id')
        .leftJoin('returns as r', 'r.return_id', 's.return_id')
        .select([...lineOfReturnColumns, 's.entered_at', 's.left_at'])
        .orderBy(asked.nextStep ? sql`s.left_at desc` : sql`s.entered_at`)
        .orderBy('s.line_step_id'),
    { total },
  );
}
