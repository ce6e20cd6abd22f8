import { leadTimesOf, type LeadTimes } from '../../../../machines/returns/leadTimes.ts';
import type { Database } from '../../db/database.ts';
import { stepEventsOf, type StepEventRow } from './documentRepository.ts';

/** A return's lead times (machines/returns/leadTimes.ts) from its step events, as read (stepEventsOf, or with the document's header). */
export function leadTimesOfEvents(events: readonly StepEventRow[]): LeadTimes {
  return leadTimesOf(events.map((e) => ({ at: new Date(e.created_at), fromStep: e.from_step, toStep: e.to_step })));
}

/** A return's lead times, read from its event rows: the return document and the item report show them. */
export async function returnLeadTimes(db: Database, returnId: number): Promise<LeadTimes> {
  return leadTimesOfEvents(await stepEventsOf(db, returnId));
}
