import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * A return's status and step agree, as the lifecycle stores them (its rowMapping.ts): a draft
 * and a return rejected as a whole stand at no step, a return in progress at one of the real
 * steps, a completed one (rejected at the end or not) at END; only a completed return is marked
 * rejected at the end. Written out here, not imported, so the migration stays what it was.
 * Whether the step is one of the return's route the lifecycle module checks when it loads a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table returns add constraint returns_status_step_check check (
      (status in ('D', 'R') and step_code is null)
      or (status = 'W' and step_code is not null and step_code in ('SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW'))
      or (status = 'A' and step_code is not distinct from 'END')
    );
    alter table returns add constraint returns_status_reject_check check (not status_reject or status = 'A');
    `,
  );
}
