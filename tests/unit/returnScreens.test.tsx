import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arrivesAt, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';
import { candidate, customer, params } from '../fixtures/wizardAnswers.ts';
import { popupClosed } from '../fixtures/wizardWalks.tsx';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
  sessionStorage.clear();
});

const searched: URLSearchParams[] = [];

function renderAt(path: string) {
  const lines = [candidate(1, { crprgp: 'N' }), candidate(2, {})];
  searched.length = 0;
  const api = answerApi({
    ...signedInAs('sales_service', ['returns.create', 'returns.nonRtv']),
    'GET /param': params,
    'GET /return/lookup/invoice-lines': (request) => {
      searched.push(new URL(request.url).searchParams);
      return { data: lines, pageNo: 1, pageSize: 10, totalRecord: lines.length };
    },
    'GET /return/lookup/customers': () => ({ data: [customer], pageNo: 1, pageSize: 100, totalRecord: 1 }),
    'GET /return/lookup/material-codes': () => ({
      data: [
        {
          materialCode: '10000004',
          materialDescription: 'OMEPRAZOLE 20MG CAP 3X10',
          distributionChannel: '10',
          baseUOM: 'STRIP',
          clientCode: '800071',
          altUom: [],
        },
      ],
      pageNo: 1,
      pageSize: 100,
      totalRecord: 1,
    }),
  });
  answering.push(api.stop);
  return renderScreens(path);
}

/** Chooses both lines of the clean invoice on the Without RTV search and goes on to the detail. */
async function toDetail(user: ReturnType<typeof userEvent.setup>, router: ReturnType<typeof renderAt>) {
  await user.type(await screen.findByRole('textbox', { name: 'Invoice Ref Number' }, { timeout: 15_000 }), '9000000010{Enter}');
  await listed('Material 2');
  for (const row of screen.getAllByRole('row').filter((r) => /Material [12]/.test(r.textContent ?? ''))) await user.click(within(row).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await arrivesAt(router, '/new-return/non-rtv/non-rtv-detail');
  await screen.findAllByTestId('detail-line', {}, { timeout: 15_000 });
}

const routes = async () =>
  (await screen.findAllByTestId('line-route')).map((cell) =>
    within(cell)
      .getAllByText(/./)
      .map((b) => b.textContent),
  );

describe('creation screens', () => {
  it("find the Without RTV search's customer and material through their search popups (spec 001 §2.6)", async () => {
    const user = userEvent.setup();
    renderAt('/new-return/non-rtv');
    await user.click(await screen.findByRole('button', { name: 'Search Customer' }, { timeout: 15_000 }));
    const customers = await screen.findByRole('dialog', { name: 'Customer Search' });
    await user.type(within(customers).getByRole('textbox', { name: 'Customer Name' }), 'sehat{Enter}');
    await user.click(await within(customers).findByRole('button', { name: 'Choose' }));
    await popupClosed(customers);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Customer Code' }).value).toBe('30000001');
    await user.click(screen.getByRole('button', { name: 'Search Material' }));
    const materials = await screen.findByRole('dialog', { name: 'Material Search' });
    await user.type(within(materials).getByRole('textbox', { name: 'Material Name' }), 'omeprazole{Enter}');
    await user.click(await within(materials).findByRole('button', { name: 'Choose' }));
    // Typed before the popup has given the focus back to its button, the number went there.
    await popupClosed(materials);
    await user.type(screen.getByRole('textbox', { name: 'Invoice Ref Number' }), '9000000010{Enter}');
    await listed('Material 2');
    expect(Object.fromEntries(searched.at(-1)!)).toMatchObject({ invoiceNo: '9000000010', customerCode: '30000001', materialCode: '10000004' });
  });

  it('show before saving the route every line passes, which line brings the client, and the QA steps the reason adds', async () => {
    const user = userEvent.setup();
    await toDetail(user, renderAt('/new-return/non-rtv'));
    // The Within CRP line is decided by the client too: the return's route is every line's (issue 30 item 14).
    expect(await routes()).toEqual([
      ['FSS / ASM / BM', 'Client (Non CRP)', 'Chief Delivery', 'Chief Warehouse'],
      ['FSS / ASM / BM', 'Client', 'Chief Delivery', 'Chief Warehouse'],
    ]);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await waitFor(() => expect(reason.getAttribute('aria-controls')).toBeTruthy());
    // Typing the reason's code and Enter chooses it (issue 30 item 18).
    await user.type(reason, '120{Enter}');
    await waitFor(() => expect((reason as HTMLInputElement).value).toBe('120 - Quality'));
    await waitFor(async () =>
      expect(await routes()).toEqual([
        ['FSS / ASM / BM', 'Client (Non CRP)', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
        ['FSS / ASM / BM', 'Client', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
      ]),
    );
    expect(screen.getByTestId('return-route').textContent).toBe('Route when saved: FSS / ASM / BM → Client → BRQA → QA HO → Chief Delivery → Chief Warehouse');
  });

  it('ask before Cancel throws the chosen lines away, and keep them when the user says No', async () => {
    const user = userEvent.setup();
    const router = renderAt('/new-return/non-rtv');
    await toDetail(user, router);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByText('Your input has not been saved. Leave and discard it?');
    await user.click(within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Your input has not been saved. Leave and discard it?')).toBeNull());
    expect(router.state.location.pathname).toBe('/new-return/non-rtv/non-rtv-detail');
    expect(screen.getAllByTestId('detail-line')).toHaveLength(2);
  });
});
