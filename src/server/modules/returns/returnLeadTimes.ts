import { leadTimesOf, type LeadTimes } from '../../../../machines/returns/leadTimes.ts';
import type { Database } from '../../db/database.ts';
import { stepEventsOf } from './documentRepository.ts';

/** A return's lead times (machines/returns/leadTimes.ts), read from its event rows: the return document and the item report show them. */
export async function returnLeadTimes(db: Database, returnId: number): Promise<LeadTimes> {
  const events = await stepEventsOf(db, returnId);
  return leadTimesOf(events.map((e) => ({ at: e.created_at, fromStep: e.from_step, toStep: e.to_step })));
}
