import type { Transaction } from 'kysely';
import type { DB } from '../../../../generated/database.ts';

/*
 * A plant or client the product does not know yet arrives with the ERP record that names it
 * (a customer's plant, a material's or CRP setting's client). Only a missing one is added: the
 * product's own settings of a known plant (cut-off date, live) are not the ERP's to change.
 */

export async function ensurePlant(trx: Transaction<DB>, plantCode: string, plantName: string): Promise<void> {
  await trx
    .insertInto('plants')
    .values({ plant_code: plantCode, plant_name: plantName })
    .onConflict((oc) => oc.column('plant_code').doNothing())
    .execute();
}

export async function ensureClient(trx: Transaction<DB>, clientCode: string, clientName: string): Promise<void> {
  await trx
    .insertInto('clients')
    .values({ client_code: clientCode, client_name: clientName })
    .onConflict((oc) => oc.column('client_code').doNothing())
    .execute();
}
