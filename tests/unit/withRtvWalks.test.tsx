import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { withRtvModel } from '../../machines/returns/wizardModels.ts';
import { buttonShowing, fieldLabelled, fieldShown, fieldsLabelled } from '../fixtures/renderScreens.tsx';
import { CUSTOMER } from '../fixtures/wizardAnswers.ts';
import {
  at, chooseCustomer, chooseMaterial, chooseReason132, chooseReference, closeDialog, discard, draftOf, fillNonReferencePrices, headerField, pathOf, refuseNextIfRefused, retype, saveOutcome,
  sentBy, walkScreens, type ScreenModel, type Walker,
} from '../fixtures/wizardWalks.tsx';

const LIST = '/new-return/with-rtv/list';
const linesOf = (table: 'reference' | 'nonref') => screen.queryAllByTestId(`rtv-${table}-line`);
const onNonRef = (walker: Walker) => pathOf(walker) === '/new-return/with-rtv/non-ref';

/** The RTV header as a user fills it the first time (a header refused once keeps what was typed). */
async function fillHeader(walker: Walker) {
  await retype(walker, fieldLabelled('RTV Number'), 'RTV-MODEL');
  await retype(walker, fieldLabelled('RTV Date'), '10/11/2026');
  await retype(walker, fieldLabelled('RTV Receiving Date'), '12/11/2026');
  await chooseCustomer(walker);
}

/** Adds a line not listed yet to one of the list's tables, by its button (named after whether the table has lines). */
async function addLine(walker: Walker, table: 'reference' | 'nonref', pick: () => Promise<unknown>) {
  const count = linesOf(table).length;
  const names = table === 'reference' ? ['Add Reference', 'Reference'] : ['Add Material', 'Non Reference'];
  await walker.user.click(await waitFor(() => buttonShowing(count ? names[0]! : names[1]!)));
  await pick();
  await waitFor(() => expect(linesOf(table)).toHaveLength(count + 1));
}

async function removeFirst({ user }: Walker, table: 'reference' | 'nonref') {
  await user.click(within(linesOf(table)[0]!).getByLabelText('Remove'));
}

const withRtv: ScreenModel<typeof withRtvModel.machine> = {
  name: 'With RTV',
  model: withRtvModel,
  start: '/new-return/with-rtv',
  events: {
    'header.save': async (walker, upcoming) => {
      const rtvNo = await fieldShown('RTV Number');
      if (!rtvNo.value) await fillHeader(walker);
      refuseNextIfRefused(walker, upcoming);
      const sent = await sentBy(walker, 'save');
      expect(sent).toMatchObject({ returnType: 'MTKA', draft: true, rtvNo: 'RTV-MODEL', rtvDate: '2026-11-10', rtvReceivingDate: '2026-11-12', customerCode: CUSTOMER, items: [] });
    },
    'header.saved': async (walker) => at(walker, LIST),
    'header.refused': async (walker) => closeDialog(walker, 'Something went wrong!'),
    'reference.add': async (walker) => addLine(walker, 'reference', () => chooseReference(walker)),
    'reference.remove': async (walker) => removeFirst(walker, 'reference'),
    'nonReference.add': async (walker) => addLine(walker, 'nonref', () => chooseMaterial(walker, 'rtv-nonref-line')),
    'nonReference.remove': async (walker) => removeFirst(walker, 'nonref'),
    'reference.next': async ({ user }) => user.click(screen.getByTestId('rtv-reference-next')),
    'nonReference.next': async ({ user }) => user.click(screen.getByTestId('rtv-nonref-next')),
    // On the list its Back (a new header: gathered lines are discarded after asking); on an edit
    // screen the app's history Back to the list (tests/e2e/wizardMemory.spec.ts takes the browser's).
    'wizard.back': async (walker) => {
      if (pathOf(walker) !== LIST) {
        walker.router.history.back();
        return at(walker, LIST);
      }
      const gathered = linesOf('reference').length + linesOf('nonref').length;
      await walker.user.click(buttonShowing('Back'));
      if (gathered) await discard(walker);
    },
    'wizard.cancel': async (walker) => {
      await walker.user.click(buttonShowing('Cancel'));
      await discard(walker);
    },
    'detail.draft': async (walker, upcoming) => draftOf(walker, upcoming, onNonRef(walker) ? 'nonref-line' : 'rtv-detail-line'),
    'detail.save': async (walker, upcoming) => {
      await chooseReason132(walker);
      await retype(walker, headerField('Remark'), 'Walked by the model');
      const nonRef = onNonRef(walker);
      if (nonRef) await fillNonReferencePrices(walker);
      else for (const qty of fieldsLabelled('Return Qty')) await retype(walker, qty, '0.001');
      refuseNextIfRefused(walker, upcoming);
      const sent = await sentBy(walker, 'Save');
      expect(sent).toMatchObject({ returnType: nonRef ? 'NONREFMTKA' : 'MTKA', draft: false, rtvNo: 'RTV-MODEL', reasonCode: '132', remark: 'Walked by the model' });
      expect(sent.items.map((item) => (nonRef ? item.netPrice : item.qty))).toEqual(sent.items.map(() => (nonRef ? 15000 : 0.001)));
    },
    ...saveOutcome,
  },
  states: {
    enteringHeader: async (walker) => at(walker, '/new-return/with-rtv'),
    // The list's screen, not only its path: the router shows the screen before it until the lazy route is loaded.
    listing: async (walker) => {
      await at(walker, LIST);
      await screen.findByTestId('rtv-reference-next', {}, { timeout: 15_000 });
    },
    editingReference: async () => screen.findAllByTestId('rtv-detail-line', {}, { timeout: 15_000 }),
    editingNonReference: async () => screen.findAllByTestId('nonref-line', {}, { timeout: 15_000 }),
    saved: async (walker) => at(walker, '/new-return/with-rtv'),
    cancelled: async (walker) => at(walker, '/new-return/with-rtv'),
  },
};

walkScreens(withRtv);
