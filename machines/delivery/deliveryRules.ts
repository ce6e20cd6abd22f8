import { returnLifecycle, type LifecycleContext } from '../returns/returnLifecycle.ts';

/**
 * What the Chief Delivery and Chief Warehouse screens know of a return from their lists, and the
 * lifecycle snapshot built from it: the screens ask that snapshot (never a rule of their own)
 * whether a return takes a print, an upload, a delete or a decision (spec 002 §4).
 */
export interface ReturnFacts {
  retNumber: string;
  printStatus: 'Y' | 'N';
  fpreStatus: 'W' | 'A' | 'R';
  fpreUploaded: boolean;
  fareye: LifecycleContext['fareye'];
}

/** The lifecycle at Chief Delivery (`delivery`) or Chief Warehouse (`warehouse`) with these facts and these open lines. */
export function lifecycleOf(facts: Omit<ReturnFacts, 'retNumber'>, at: 'delivery' | 'warehouse', lineIds: readonly string[] = []) {
  return returnLifecycle.resolveState({
    value: { inProgress: at },
    context: {
      route: ['CD', 'CW'],
      lines: Object.fromEntries(lineIds.map((id) => [id, { active: true, decisions: {} }])),
      approvedByAnyone: true,
      printStatus: facts.printStatus,
      fpreStatus: facts.fpreStatus,
      fpreUploaded: facts.fpreUploaded,
      fareye: facts.fareye,
    },
  });
}

/** The messages of Chief Delivery (spec 002 §4, §5, spec 000 §5), in the specification's wording. */
export const deliveryMessages = {
  selectRowFirst: 'Please select row first',
  notPrintable: 'Some selected items cannot be printed (invalid Pending Process).',
  notPrinted: 'please print FPRE first!',
  fareyeWaiting: 'Waiting Status Fareye!',
  uploaded: 'The signed FPRE is uploaded already; delete it first to upload another.',
  maxUpload: 'The maximum upload file is 3MB!',
  remarkMissing: 'Please fill remark reject first!',
} as const;

export type DeliveryProblem = keyof typeof deliveryMessages;

/** Why the lifecycle refuses an upload, in the specification's words. */
export function uploadRefusal(c: Pick<LifecycleContext, 'fpreUploaded' | 'printStatus' | 'fpreStatus'>): 'uploaded' | 'notPrinted' | 'fareyeWaiting' {
  if (c.fpreUploaded) return 'uploaded';
  if (c.printStatus !== 'Y' && c.fpreStatus !== 'R') return 'notPrinted';
  return 'fareyeWaiting';
}

/** The signed FPRE: pdf, png, jpg or jpeg, at most 3 MB (spec 002 §5, §9). */
export const fpreMaxBytes = 3 * 1024 * 1024;
export const fpreExtensions = ['pdf', 'png', 'jpg', 'jpeg'] as const;

export interface ChosenFile {
  name: string;
  size: number;
}

/** A file checked before it is sent; any problem shows the one message the specification has for them. */
export function fpreFileProblem(file: ChosenFile): 'maxUpload' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(fpreExtensions as readonly string[]).includes(extension) || file.size > fpreMaxBytes || file.size <= 0) return 'maxUpload';
  return null;
}
