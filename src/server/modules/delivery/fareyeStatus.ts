import type { LifecycleContext } from '../../../../machines/returns/returnLifecycle.ts';

/** Marks an irrelevant request of a plant not live yet; the spec reads "Irrelevant - Plant" from it. */
export const notGoLive = (plantCode: string) => `Plant ${plantCode} is not go live for delivery tracking.`;

/** The delivery-tracking status as spec 000 §4 shows it. */
export function fareyeLabel(status: LifecycleContext['fareye'], lastError: string | null): string {
  switch (status) {
    case 'NOT_SENT':
      return 'Not Send';
    case 'WAITING':
      return 'Waiting';
    case 'ERROR':
      return 'Error';
    case 'SENT':
      return 'Sent';
    case 'IRRELEVANT':
      return lastError?.includes('not go live') ? 'Irrelevant - Plant' : 'Irrelevant - Cut Off';
  }
}

/** The shown print status (spec 002 §4): Reupload once the warehouse sent the FPRE back. */
export function printLabel(printStatus: 'Y' | 'N', fpreStatus: 'W' | 'A' | 'R'): 'Printed' | 'Not Printed' | 'Reupload' {
  if (fpreStatus === 'R') return 'Reupload';
  return printStatus === 'Y' ? 'Printed' : 'Not Printed';
}

/**
 * The print action offered (spec 002 §4). The lifecycle keeps print status Y when the warehouse
 * sends the FPRE back, so a reupload is told by the FPRE status rather than by print status N.
 */
export function printAction(printStatus: 'Y' | 'N', fpreStatus: 'W' | 'A' | 'R'): 'Print' | 'Reprint' | 'Reprint For Reupload' {
  if (fpreStatus === 'R') return 'Reprint For Reupload';
  return printStatus === 'Y' ? 'Reprint' : 'Print';
}
