import type { Database } from '../../db/database.ts';

/** A setting's value by its key (seed/referenceData.ts settingKeys lists those the product reads), or null when it is not set. */
export async function readSetting(db: Database, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('setting_value').where('setting_key', '=', key).executeTakeFirst();
  return row?.setting_value ?? null;
}
