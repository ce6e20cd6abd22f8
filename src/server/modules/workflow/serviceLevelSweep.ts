import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../../outbox/jobs.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { sendTemplatedEmail } from '../integrations/index.ts';
import { userClientCodes, userRoleNames, type Principal } from '../auth/index.ts';
import { pendingUsersSeenBy, returnNames, stepTitle } from '../returns/index.ts';
import { stepScreenOf } from '../../../shared/stepScreens.ts';
import { pastTarget, serviceLevelsOf, waitedText } from './serviceLevels.ts';

export const SERVICE_LEVEL_SWEEP_KIND = 'serviceLevel.sweep';

/** Returns escalated in one sweep at most, per level: a first sweep after years of data stays short, the next goes on. */
const SWEEP_BATCH = 500;

interface Escalated {
  return_id: number;
  ret_number: string;
  step_code: string;
  plant_code: string;
  customer_name: string | null;
  step_name: string | null;
  waited_seconds: number;
}

/** Who a return waits on, as the e-mail's recipient may be told (a client is not told of another client's approver). */
async function pendingUsersOf(db: Database, returnId: number, recipient: Pick<Principal, 'roles' | 'clients'>) {
  const row = await db.selectFrom('returns as r').select(pendingUsersSeenBy(recipient).as('pending')).where('r.return_id', '=', returnId).executeTakeFirst();
  return row?.pending ?? null;
}

/**
 * Reminds of the returns waiting past their step's target: past it, each decider assigned there
 * gets SERVICE_LEVEL_PASSED; past twice it, head office (OPERATION_HO of the return's plant) gets
 * SERVICE_LEVEL_ESCALATED. A return is escalated once per step and level: the row that says so is
 * written with its e-mails in one transaction, and a second sweep, here or on another instance,
 * finds it there.
 */
export async function sweepServiceLevels(db: Database, publicUrl: string): Promise<number> {
  const levels = await serviceLevelsOf(db);
  let mails = 0;
  for (const level of [1, 2] as const) {
    mails += await db.transaction().execute(async (trx) => {
      const { rows } = await sql<Escalated>`
        with due as (
          select r.return_id, r.step_code from returns r
          where ${pastTarget(levels, level)}
            and not exists (select 1 from service_level_escalations x where x.return_id = r.return_id and x.step_code = r.step_code and x.level = ${level})
          order by r.state_entered_at limit ${SWEEP_BATCH}
        ),
        marked as (
          insert into service_level_escalations (return_id, step_code, level) select return_id, step_code, ${level} from due
          on conflict do nothing returning return_id, step_code
        )
        select r.return_id, r.ret_number, m.step_code, r.plant_code,
          ${returnNames.customer} as customer_name, ${stepTitle(sql.ref('r.step_code'))} as step_name,
          extract(epoch from now() - r.state_entered_at)::int as waited_seconds
        from marked m join returns r on r.return_id = m.return_id
      `.execute(trx);
      let written = 0;
      for (const r of rows) {
        const recipients =
          level === 1
            ? await trx
                .selectFrom('return_assignments as a')
                .innerJoin('users as u', 'u.user_id', 'a.user_id')
                .select(['u.full_name', 'u.email', userRoleNames.as('roles'), userClientCodes.as('clients')])
                .where('a.return_id', '=', r.return_id)
                .where('a.step_code', '=', r.step_code)
                .where('u.email', 'is not', null)
                .where('u.is_active', '=', true)
                .execute()
            : await trx
                .selectFrom('users as u')
                .select(['u.full_name', 'u.email', userRoleNames.as('roles'), userClientCodes.as('clients')])
                .where('u.email', 'is not', null)
                .where('u.is_active', '=', true)
                .where(({ exists, selectFrom }) =>
                  exists(
                    selectFrom('user_roles as ur')
                      .innerJoin('roles as ro', 'ro.role_id', 'ur.role_id')
                      .select('ur.user_id')
                      .whereRef('ur.user_id', '=', 'u.user_id')
                      .where('ro.role_name', '=', 'OPERATION_HO'),
                  ),
                )
                .where(({ exists, selectFrom }) =>
                  exists(
                    selectFrom('user_plants as up').select('up.user_id').whereRef('up.user_id', '=', 'u.user_id').where('up.plant_code', '=', r.plant_code),
                  ),
                )
                .execute();
        for (const to of recipients) {
          await sendTemplatedEmail(trx, level === 1 ? 'SERVICE_LEVEL_PASSED' : 'SERVICE_LEVEL_ESCALATED', to.email!, {
            fullName: to.full_name,
            retNumber: r.ret_number,
            customerName: r.customer_name ?? '',
            stepName: r.step_name ?? r.step_code,
            waited: waitedText(r.waited_seconds),
            target: waitedText(levels[r.step_code]! * level),
            pendingUser: (await pendingUsersOf(trx, r.return_id, to)) ?? '',
            link: `${publicUrl}${stepScreenOf(r.step_code, r.ret_number)}`,
          });
          written++;
        }
      }
      return written;
    });
  }
  return mails;
}

/** The sweep's outbox job of the time slot `now` falls in: one per slot, however many instances ask. */
export async function queueServiceLevelSweep(db: Database, slotMinutes: number, now = Date.now()): Promise<number> {
  const slot = Math.floor(now / (slotMinutes * 60_000));
  return enqueue(db, { kind: SERVICE_LEVEL_SWEEP_KIND, payload: {}, idempotencyKey: `${SERVICE_LEVEL_SWEEP_KIND}:${slotMinutes}:${slot}`, createdBy: null });
}

export function serviceLevelJobHandlers(publicUrl: string): JobHandlers {
  return {
    async [SERVICE_LEVEL_SWEEP_KIND](_payload, context) {
      const mails = await sweepServiceLevels(context.db, publicUrl);
      return `Service levels swept: ${mails} reminder${mails === 1 ? '' : 's'} written.`;
    },
  };
}
