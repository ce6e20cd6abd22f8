/**
 * Lead times of a return (spec 000 §2, report detail: sales, client, chief delivery, chief
 * warehouse, overall), read from its event rows: a step lasts from the event that entered it to
 * the event that left it; overall from submission to the end of the chain. In hours, one decimal;
 * null for a step the return did not pass or has not left.
 */
export interface StepEvent {
  at: Date;
  fromStep: string | null;
  toStep: string | null;
}

export interface LeadTimes {
  sales: number | null;
  client: number | null;
  cd: number | null;
  cw: number | null;
  overall: number | null;
}

const HOUR_MS = 3_600_000;
const hours = (from: Date, to: Date) => Math.round(((to.getTime() - from.getTime()) / HOUR_MS) * 10) / 10;

export function leadTimesOf(events: readonly StepEvent[]): LeadTimes {
  const entered = new Map<string, Date>();
  const spent = new Map<string, number>();
  let submitted: Date | null = null;
  let ended: Date | null = null;
  for (const e of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (e.fromStep === e.toStep) continue;
    if (e.fromStep === null && e.toStep) submitted ??= e.at;
    const since = e.fromStep ? entered.get(e.fromStep) : undefined;
    if (e.fromStep && since) {
      spent.set(e.fromStep, (spent.get(e.fromStep) ?? 0) + hours(since, e.at));
      entered.delete(e.fromStep);
    }
    if (e.toStep && e.toStep !== 'END') entered.set(e.toStep, e.at);
    if (e.toStep === 'END' || e.toStep === null) ended = e.at;
  }
  const of = (step: string) => (spent.has(step) ? Math.round(spent.get(step)! * 10) / 10 : null);
  return { sales: of('SALES'), client: of('CLIENT'), cd: of('CD'), cw: of('CW'), overall: submitted && ended ? hours(submitted, ended) : null };
}
