import { createActor, type ActorRefFrom } from 'xstate';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import type { Schemas } from '../../../api/client.ts';
import type { MaterialCandidate } from '../MaterialPicker.tsx';

export type ReferenceCandidate = Schemas['InvoiceLineCandidate'];
type WizardActor = ActorRefFrom<typeof withRtvWizard>;

/** The RTV header as saved (a draft), with the customer it names. */
export interface RtvHeader {
  returnId: number | null;
  rtvNo: string;
  rtvDate: string;
  rtvReceivingDate: string;
  remarksRtv: string;
  customer: {
    customerCode: string;
    customerName: string;
    salesDivision: string | null;
    distChannel: string | null;
    plantCode: string;
    plantName: string | null;
    taxToNPWP: string | null;
  };
}

/**
 * The wizard outlives the route changes from header to list to an edit screen, for this tab only
 * and in memory: the header and the lines gathered on the list are what the edit screens edit.
 */
let actor: WizardActor = createActor(withRtvWizard).start();
let header: RtvHeader | null = null;
let reference: ReferenceCandidate[] = [];
let nonReference: MaterialCandidate[] = [];

export const withRtvStore = {
  actor: (): WizardActor => actor,
  restart(): WizardActor {
    actor.stop();
    actor = createActor(withRtvWizard).start();
    header = null;
    reference = [];
    nonReference = [];
    return actor;
  },
  header: (): RtvHeader | null => header,
  setHeader(value: RtvHeader): void {
    header = value;
  },
  reference: (): ReferenceCandidate[] => reference,
  setReference(lines: ReferenceCandidate[]): void {
    reference = lines;
  },
  nonReference: (): MaterialCandidate[] => nonReference,
  setNonReference(lines: MaterialCandidate[]): void {
    nonReference = lines;
  },
};
