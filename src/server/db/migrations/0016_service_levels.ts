import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The service levels' reminders (issue 12): one row per return, step and level (1: past the
 * target, told to the deciders; 2: past twice the target, told to head office) once its e-mails
 * are written, so that no return is escalated twice for the same step, however many sweeps run
 * and on however many instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table service_level_escalations (
      return_id integer not null references returns (return_id) on delete cascade,
      step_code text not null,
      level smallint not null check (level in (1, 2)),
      escalated_at timestamptz not null default now(),
      primary key (return_id, step_code, level)
    );
    `,
  );
}
