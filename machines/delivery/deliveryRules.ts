import { refusingGuard, type LifecycleSnapshot, type RefusingGuard } from '../returns/lifecycleRefusal.ts';
import type { LifecycleEvent } from '../returns/returnLifecycle.ts';

/**
 * A return as the Chief Delivery and Chief Warehouse screens act on it: its number and the
 * lifecycle snapshot the server sent with it (list row, document or answer). The screens ask that
 * snapshot (never a rule of their own) whether a return takes a print, an upload, a delete or a
 * decision (spec 002 §4).
 */
export interface ListedReturn {
  retNumber: string;
  lifecycle: LifecycleSnapshot;
}

/** The messages of Chief Delivery (spec 002 §4, §5, spec 000 §5), in the specification's wording. */
export const deliveryMessages = {
  selectRowFirst: 'Please select row first',
  notPrintable: 'Some selected items cannot be printed (invalid Pending Process).',
  notPrinted: 'please print FPRE first!',
  fareyeWaiting: 'Waiting Status Fareye!',
  uploaded: 'The signed FPRE is uploaded already; delete it first to upload another.',
  maxUpload: 'The maximum upload file is 3MB!',
  // Not the specification's: it says 3MB for every upload error, also for a file of the wrong type (docs/spec-deviations.md).
  wrongType: 'The FPRE must be a pdf, png, jpg or jpeg file.',
  remarkMissing: 'Please fill remark reject first!',
} as const;

export type DeliveryProblem = keyof typeof deliveryMessages;

/** The message of each named guard of the lifecycle that can refuse a Chief Delivery action. */
const refusalProblems: Record<RefusingGuard, DeliveryProblem> = {
  fpreNotUploaded: 'uploaded',
  fprePrinted: 'notPrinted',
  fareyeNotWaiting: 'fareyeWaiting',
};

/**
 * Why the lifecycle refuses `event` (an upload) in `snapshot`, in the specification's words: the
 * first refusing guard's message (lifecycleRefusal.ts). The server's 409 and the screens' dialog
 * both come from here. Null when it is accepted or no named guard refuses it.
 */
export function deliveryRefusal(snapshot: LifecycleSnapshot, event: LifecycleEvent): DeliveryProblem | null {
  const guard = refusingGuard(snapshot, event);
  return guard ? refusalProblems[guard] : null;
}

/** The signed FPRE: pdf, png, jpg or jpeg, at most 3 MB (spec 002 §5, §9). */
export const fpreMaxBytes = 3 * 1024 * 1024;
export const fpreExtensions = ['pdf', 'png', 'jpg', 'jpeg'] as const;

export interface ChosenFile {
  name: string;
  size: number;
}

/** A file checked before it is sent: of a type the FPRE may be, then within the size. */
export function fpreFileProblem(file: ChosenFile): 'wrongType' | 'maxUpload' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(fpreExtensions as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size > fpreMaxBytes || file.size <= 0) return 'maxUpload';
  return null;
}
