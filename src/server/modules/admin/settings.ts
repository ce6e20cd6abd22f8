import type { Database } from '../../db/database.ts';

export async function readSetting(db: Database, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('setting_value').where('setting_key', '=', key).executeTakeFirst();
  return row?.setting_value ?? null;
}
