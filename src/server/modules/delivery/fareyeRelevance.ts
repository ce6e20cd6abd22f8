import { settingKeys } from '../settings/index.ts';
import type { Database } from '../../db/database.ts';
import { readSetting } from '../settings/index.ts';
import { notGoLive } from '../../../shared/returnStatus.ts';

export type Relevance = { relevant: true } | { relevant: false; lastError: string | null };

/**
 * Whether a first print on `printDay` (YYYY-MM-DD, Jakarta) needs a delivery-tracking request
 * (DESIGN §4 CD): only for a live plant, and only on or after its cut-off date, which is the
 * plant's own or else the default of setting cut.off.fareye. Without either, every print counts.
 */
export async function fareyeRelevance(trx: Database, plantCode: string, printDay: string): Promise<Relevance> {
  const plant = await trx.selectFrom('plants').select(['is_live', 'cut_off_date']).where('plant_code', '=', plantCode).executeTakeFirstOrThrow();
  if (!plant.is_live) return { relevant: false, lastError: notGoLive(plantCode) };
  const fallback = await readSetting(trx, settingKeys.cutOffFareye);
  const cutOff = plant.cut_off_date ?? (/^\d{4}-\d{2}-\d{2}$/.test(fallback?.trim() ?? '') ? fallback!.trim() : null);
  if (cutOff && printDay < cutOff) return { relevant: false, lastError: null };
  return { relevant: true };
}
