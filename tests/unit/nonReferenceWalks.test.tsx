import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { nonReferenceModel } from '../../machines/returns/wizardModels.ts';
import { buttonShowing, fieldShown } from '../fixtures/renderScreens.tsx';
import { CUSTOMER, MATERIAL } from '../fixtures/wizardAnswers.ts';
import {
  at,
  chooseCustomer,
  chooseMaterial,
  chooseReason132,
  draftOf,
  fillNonReferencePrices,
  headerField,
  refuseNextIfRefused,
  retype,
  saveOutcome,
  sentBy,
  walkScreens,
  type ScreenModel,
} from '../fixtures/wizardWalks.tsx';

const customerCode = () => fieldShown('Customer Code');

const nonReference: ScreenModel<typeof nonReferenceModel.machine> = {
  name: 'Non Reference',
  model: nonReferenceModel,
  start: '/new-return/non-rtv/non-reference',
  events: {
    'customer.choose': async (walker) => {
      await customerCode();
      await chooseCustomer(walker);
    },
    'material.add': async (walker) => {
      const count = screen.queryAllByTestId('nonref-line').length;
      await walker.user.click(buttonShowing('Add Material'));
      await chooseMaterial(walker, 'nonref-line');
      await waitFor(() => expect(screen.getAllByTestId('nonref-line')).toHaveLength(count + 1));
    },
    'line.remove': async ({ user }) => user.click(within(screen.getAllByTestId('nonref-line')[0]!).getByLabelText('Remove')),
    'detail.draft': async (walker, upcoming) => draftOf(walker, upcoming, 'nonref-line'),
    'detail.save': async (walker, upcoming) => {
      await chooseReason132(walker);
      await retype(walker, headerField('Remarks'), 'Walked by the model');
      await fillNonReferencePrices(walker);
      refuseNextIfRefused(walker, upcoming);
      const lines = screen.getAllByTestId('nonref-line').length;
      const sent = await sentBy(walker, 'Save');
      expect(sent).toMatchObject({
        returnType: 'NOREFNONMTKA',
        draft: false,
        customerCode: CUSTOMER,
        reasonCode: '132',
        transactionDate: '2026-10-01',
        remark: 'Walked by the model',
      });
      expect(sent.items).toHaveLength(lines);
      for (const item of sent.items) expect(item).toMatchObject({ materialCode: MATERIAL, netPrice: 15000 });
    },
    ...saveOutcome,
  },
  states: {
    choosingCustomer: async () => expect((await customerCode()).value).toBe(''),
    editing: async () => expect((await customerCode()).value).toBe(CUSTOMER),
    saved: async (walker) => at(walker, '/new-return/non-rtv'),
  },
};

walkScreens(nonReference);
