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
  /** A draft reopened: the wizard starts again at the edit step of its table. Returns its header. */
  resume(draft: Schemas['ReturnDocument'], table: 'reference' | 'nonReference'): RtvHeader {
    const wizard = withRtvStore.restart();
    wizard.send({ type: 'header.save' });
    wizard.send({ type: 'header.saved' });
    wizard.send({ type: `${table}.add`, count: draft.items.length });
    wizard.send({ type: `${table}.next` });
    header = {
      returnId: draft.returnId,
      rtvNo: draft.rtvNo ?? '',
      rtvDate: draft.rtvDate ?? '',
      rtvReceivingDate: draft.rtvReceivingDate ?? '',
      remarksRtv: draft.remarksRtv ?? '',
      customer: {
        customerCode: draft.customerCode,
        customerName: draft.customerName,
        salesDivision: null,
        distChannel: draft.distributionChannel ?? null,
        plantCode: draft.plantCode,
        plantName: draft.plantName,
        taxToNPWP: draft.taxToNPWP ?? null,
      },
    };
    return header;
  },
};
