import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { withoutRtvModel } from '../../machines/returns/wizardModels.ts';
import { buttonShowing, fieldLabelled, fieldShown } from '../fixtures/renderScreens.tsx';
import { CLEAN_INVOICE, UNKNOWN_INVOICE } from '../fixtures/wizardAnswers.ts';
import {
  at,
  chooseReason132,
  discard,
  draftOf,
  headerField,
  refuseNextIfRefused,
  retype,
  saveOutcome,
  sentBy,
  walkScreens,
  type ScreenModel,
  type Walker,
} from '../fixtures/wizardWalks.tsx';

/** The search's line checkboxes a user can tick (a blocked line's is disabled). */
const lineBoxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')].filter((box) => !box.disabled);

const offer = () => screen.findByRole('dialog', { name: 'Without RTV' });

async function searchInvoice(walker: Walker, invoiceNo: string) {
  await retype(walker, await fieldShown('Invoice Ref Number'), invoiceNo);
  await walker.user.click(buttonShowing('Search'));
}

const withoutRtv: ScreenModel<typeof withoutRtvModel.machine> = {
  name: 'Without RTV',
  model: withoutRtvModel,
  start: '/new-return/non-rtv',
  events: {
    'search.found': async (walker) => {
      await searchInvoice(walker, CLEAN_INVOICE);
      // This search's lines, not the last search's, which the table shows while it asks again.
      await waitFor(
        () => {
          expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
          expect(lineBoxes(), 'the lines found').toHaveLength(2);
        },
        { timeout: 15_000 },
      );
    },
    'search.empty': async (walker) => {
      await searchInvoice(walker, UNKNOWN_INVOICE);
      await offer();
    },
    'nonReference.accept': async ({ user }) => user.click(buttonShowing('Yes', await offer())),
    'nonReference.decline': async ({ user }) => {
      const dialog = await offer();
      await user.click(buttonShowing('No', dialog));
      await waitFor(() => expect(dialog.isConnected).toBe(false));
      // The closed dialog gives focus back to the Search button a moment later; a click before that loses its field.
      await waitFor(() => expect(document.activeElement).toBe(buttonShowing('Search')));
    },
    'lines.select': async ({ user }, _upcoming, event) => {
      for (let box = lineBoxes().find((b) => b.checked); box; box = lineBoxes().find((b) => b.checked)) await user.click(box);
      for (let i = 0; i < (event.count ?? 0); i++) await user.click(lineBoxes()[i]!);
      await waitFor(() =>
        expect(
          lineBoxes().filter((b) => b.checked),
          'the lines ticked',
        ).toHaveLength(event.count ?? 0),
      );
    },
    'wizard.next': async ({ user }) => user.click(buttonShowing('Next')),
    // The app's history Back (tests/e2e/wizardMemory.spec.ts takes the browser's): the search with its lines still chosen.
    'wizard.back': async (walker) => {
      walker.router.history.back();
      await at(walker, '/new-return/non-rtv');
      await waitFor(
        () =>
          expect(
            lineBoxes().filter((b) => b.checked),
            'the lines ticked before Next',
          ).toHaveLength(2),
        { timeout: 15_000 },
      );
    },
    'wizard.cancel': async (walker) => {
      await walker.user.click(buttonShowing('Cancel'));
      await discard(walker);
    },
    'detail.draft': async (walker, upcoming) => draftOf(walker, upcoming, 'detail-line'),
    'detail.save': async (walker, upcoming) => {
      await chooseReason132(walker);
      await retype(walker, headerField('Remarks'), 'Walked by the model');
      // Returns next to nothing of each line, as a careful user returning a few tablets would.
      for (const line of screen.getAllByTestId('detail-line')) await retype(walker, fieldLabelled('Return Qty', line), '0.001');
      refuseNextIfRefused(walker, upcoming);
      const sent = await sentBy(walker, 'Save');
      expect(sent).toMatchObject({ returnType: 'NONMTKA', draft: false, invoiceNo: CLEAN_INVOICE, reasonCode: '132', remark: 'Walked by the model' });
      expect(sent.items.map((item) => [item.line, item.qty])).toEqual([
        [1, 0.001],
        [2, 0.001],
      ]);
    },
    ...saveOutcome,
  },
  states: {
    searching: async (walker) => at(walker, '/new-return/non-rtv'),
    offeringNonReference: async () => offer(),
    choosing: async () => waitFor(() => buttonShowing('Next')),
    editing: async () => screen.findAllByTestId('detail-line', {}, { timeout: 15_000 }),
    saved: async (walker) => at(walker, '/new-return/non-rtv'),
    leftForNonReference: async (walker) => {
      await at(walker, '/new-return/non-rtv/non-reference');
      expect(walker.router.state.location.search).toEqual({ invoice: UNKNOWN_INVOICE });
    },
    // Cancel goes to a new RTV header (spec 001 §2.4).
    cancelled: async (walker) => at(walker, '/new-return/with-rtv'),
  },
};

walkScreens(withoutRtv);
