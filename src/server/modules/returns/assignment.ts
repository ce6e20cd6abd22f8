import { sql } from 'kysely';
import type { StepCode } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';

export interface AssignableReturn {
  customerCode: string;
  plantCode: string;
  clientCodes: string[];
}

/**
 * Who decides a step (DESIGN §4), from master data valid today: SALES the FSS/ASM/NSM/BM of the
 * customer's rayon; CLIENT the client users of the lines' clients; BRQA, CD and CW the branch
 * staff of the plant with that role; QAHO every QAHO user. Only active, unlocked users.
 */
export async function assigneesFor(trx: Database, step: StepCode, ret: AssignableReturn, today: string): Promise<number[]> {
  const active = trx.selectFrom('users as u').select('u.user_id').where('u.is_active', '=', true).where('u.is_locked', '=', false);
  let rows: { user_id: number }[];
  switch (step) {
    case 'SALES':
      rows = await active
        .where(
          sql<string>`u.user_name`,
          'in',
          trx
            .selectFrom('rayon_customers as rc')
            .innerJoin('rayon_headers as rh', 'rh.rayon_code', 'rc.rayon_code')
            .select(sql<string>`unnest(array[rh.fss, rh.asm, rh.nsm, rh.bum])`.as('user_name'))
            .where('rc.customer_code', '=', ret.customerCode)
            .where('rc.valid_from', '<=', today)
            .where('rc.valid_to', '>=', today)
            .where('rh.valid_from', '<=', today)
            .where('rh.valid_to', '>=', today),
        )
        .execute();
      break;
    case 'CLIENT':
      rows = ret.clientCodes.length
        ? await active
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('user_clients as uc')
                  .select('uc.user_id')
                  .whereRef('uc.user_id', '=', 'u.user_id')
                  .where('uc.client_code', 'in', ret.clientCodes),
              ),
            )
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('user_roles as ur')
                  .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
                  .select('ur.user_id')
                  .whereRef('ur.user_id', '=', 'u.user_id')
                  .where('r.role_name', '=', 'CLIENT'),
              ),
            )
            .execute()
        : [];
      break;
    case 'QAHO':
      rows = await active
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_roles as ur')
              .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
              .select('ur.user_id')
              .whereRef('ur.user_id', '=', 'u.user_id')
              .where('r.role_name', '=', 'QAHO'),
          ),
        )
        .execute();
      break;
    default: {
      const role = { BRQA: 'BRQA', CD: 'CHIEF_DELIVERY', CW: 'CHIEF_WAREHOUSE' }[step];
      rows = await active
        .where(
          'u.user_id',
          'in',
          trx
            .selectFrom('branch_staff as bs')
            .select('bs.user_id')
            .where('bs.plant_code', '=', ret.plantCode)
            .where('bs.role', '=', role)
            .where('bs.valid_from', '<=', today)
            .where('bs.valid_to', '>=', today)
            .where('bs.user_id', 'is not', null) as never,
        )
        .execute();
    }
  }
  return [...new Set(rows.map((r) => r.user_id))].sort((a, b) => a - b);
}
