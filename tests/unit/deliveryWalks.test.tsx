import { afterEach, describe, expect, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { deliveryWarehouseRoutes } from '../../src/web/routes/deliveryWarehouseRoutes.ts';
import { deliveryModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { buttonShowing, dialogSays, fieldLabelled, fieldShown, headingShown, listed, pasteInto, renderScreens, rowShowing } from '../fixtures/renderScreens.tsx';
import { sentLifecycle } from '../fixtures/sentLifecycle.ts';
import { walkScreens, type Walker } from '../fixtures/walkScreens.ts';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

/**
 * The Chief Delivery flow walked from its machine through the real screens in happy-dom, where a
 * walk costs seconds (Chromium keeps one journey to each end: tests/e2e/deliveryWarehouse.spec.ts):
 * every transition is taken by a user action on a return the fake server below holds in the state
 * the event names, and after each step the screen shows the machine's state. A server failure is
 * an error answer to that one request.
 */

const failure = 'The server failed';
const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });

/** A return as the fake server holds it; what the rows, documents and answers are built from. */
interface Held {
  returnId: number;
  retNumber: string;
  version: number;
  printed: boolean;
  uploaded: boolean;
  fileName: string | null;
  stepCode: 'CD' | 'CW';
  status: 'W' | 'R';
}

const lifecycleOf = (r: Held) =>
  sentLifecycle({ step_code: r.stepCode, status: r.status, print_status: r.printed ? 'Y' : 'N', fpre_uploaded: r.uploaded, fareye_status: r.printed ? 'SENT' : 'NOT_SENT' }, [71, 72]);

const item = (approvalDetailId: number): Schemas['DeliveryItem'] => ({
  approvalDetailId, line: approvalDetailId, materialCode: '10000001', materialName: `Material ${approvalDetailId}`, rayonType: null, batch: 'B1',
  uom: 'PCS', returnUom: 'BOX', qty: 2, nra: 'N', clientCode: '800001', expiredDate: '2027-01-31', attachmentId: null, salesmanName: 'fss',
});

function rowOf(r: Held): Schemas['DeliveryRow'] {
  return {
    returnId: r.returnId, retNumber: r.retNumber, version: r.version, lifecycle: lifecycleOf(r), invoiceNo: '9000000010', returnType: 'NONMTKA', reasonCode: '101', reasonName: 'Damaged',
    customerCode: '30000001', customerName: 'Apotek Sehat', userName: 'sales_service', createdByName: 'Dewi Anggraini', docDate: '2026-11-02T03:00:00.000Z', plantCode: '1001',
    plantName: 'Jakarta', remark: null, printStatus: r.printed ? 'Y' : 'N', fpreStatus: 'W', statusPrint: r.printed ? 'Printed' : 'Not Printed', printAction: r.printed ? 'Reprint' : 'Print',
    fpreUploaded: r.uploaded, fpreUploadTime: r.uploaded ? '2026-11-03T03:00:00.000Z' : null, fpreFileName: r.fileName, fareyeStatus: r.printed ? 'Sent' : 'Not Send',
    fareye: r.printed ? 'SENT' : 'NOT_SENT', fareyeDate: null, fareyeLastError: null, firstPrintDate: null, lastPrintDate: null, items: [item(71), item(72)],
  };
}

const returnItem = (returnDetailId: number): Schemas['ReturnItem'] => ({
  returnDetailId, line: returnDetailId, materialCode: '10000001', materialName: `Material ${returnDetailId}`, batch: 'B1', expiredDate: '2027-01-31', uom: 'PCS', returnUom: 'BOX',
  altUom: [{ uom: 'BOX', numerator: 10, denumerator: 1 }, { uom: 'PCS', numerator: 1, denumerator: 1 }],
  qty: 2, baseQty: 20, availableQty: null, netPrice: 15000, nra: 'N', crprgp: 'Y', clientCode: '800001', attachmentId: null, remark: null, sloc: null, approvalStatus: null,
});

const documentOf = (r: Held): Schemas['ReturnDocument'] => ({
  returnId: r.returnId, retNumber: r.retNumber, returnType: 'NONMTKA', draft: false, status: r.status, stepCode: r.stepCode, route: ['SALES', 'CD', 'CW'], version: r.version,
  lifecycle: lifecycleOf(r), customerCode: '30000001', customerName: 'Apotek Sehat', plantCode: '1001', plantName: 'Jakarta', printStatus: r.printed ? 'Y' : 'N',
  createdUserName: 'sales_service', createdByName: 'Dewi Anggraini', createdDate: '2026-11-02T03:00:00.000Z', items: [returnItem(71), returnItem(72)],
});

const saved = (r: Held, message: string): Schemas['DeliverySaved'] => {
  const row = rowOf(r);
  return {
    status: 200,
    message,
    data: {
      retNumber: r.retNumber, lifecycle: row.lifecycle, status: r.status, stepCode: r.stepCode, version: r.version, printStatus: row.printStatus, fpreStatus: row.fpreStatus,
      fpreUploaded: r.uploaded, fareyeStatus: row.fareyeStatus, fareye: row.fareye, firstPrintDate: null,
    },
  };
};

const retNumberIn = (url: string) => decodeURIComponent(new URL(url, 'http://localhost').pathname.split('/')[3]!);

/**
 * What the server would answer Chief Delivery: the returns it holds change with each print,
 * upload, deletion and decision; `failNext` makes the next call of one kind fail.
 */
class DeliveryServer {
  private readonly held = new Map<string, Held>();
  private readonly failing = new Set<string>();
  /** The forms and signed FPREs opened in a new tab, and the decisions sent. */
  readonly opened: string[] = [];
  readonly decisions: { retNumber: string; body: unknown }[] = [];

  /**
   * A return at Chief Delivery in one of the states the walks meet it in, its number: the last one
   * this walk left in that state, else a new one (as if brought there through the API).
   */
  inState(state: 'NOT_PRINTED' | 'PRINTED' | 'UPLOADED'): string {
    const facts = { printed: state !== 'NOT_PRINTED', uploaded: state === 'UPLOADED' };
    const held = [...this.held.values()].reverse().find((r) => r.stepCode === 'CD' && r.printed === facts.printed && r.uploaded === facts.uploaded);
    if (held) return held.retNumber;
    const returnId = this.held.size + 1;
    const retNumber = `APL1001261${String(returnId).padStart(5, '0')}`;
    this.held.set(retNumber, { returnId, retNumber, version: 1, ...facts, fileName: facts.uploaded ? 'signed-fpre.png' : null, stepCode: 'CD', status: 'W' });
    return retNumber;
  }

  failNext(call: 'print' | 'upload' | 'delete' | 'decision') {
    this.failing.add(call);
  }

  private fails(call: string) {
    return this.failing.delete(call);
  }

  private change(retNumber: string, facts: Partial<Held>) {
    const r = { ...this.held.get(retNumber)!, ...facts };
    r.version += 1;
    this.held.set(retNumber, r);
    return r;
  }

  answers() {
    return answerApi({
      ...signedInAs('chief_delivery', ['delivery.chiefDelivery']),
      'GET /param': () => ({ data: [], pageNo: 1, pageSize: 10, totalRecord: 0 }),
      'PUT /user/preferences': async (request) => request.clone().json(),
      'GET /return/delivery': (request) => {
        const wanted = new URL(request.url).searchParams.get('retNumber') ?? '';
        const rows = [...this.held.values()].filter((r) => r.stepCode === 'CD' && r.retNumber.includes(wanted)).map(rowOf);
        return { data: rows, pageNo: 1, pageSize: 10, totalRecord: rows.length };
      },
      'GET /return/{id}': (request) => documentOf([...this.held.values()].find((r) => String(r.returnId) === request.url.split('/').pop())!),
      'POST /return/{retNumber}/print': (request) => (this.fails('print') ? problem(502, failure) : saved(this.change(retNumberIn(request.url), { printed: true }), 'Printed')),
      'DELETE /return/{retNumber}/fpre': (request) =>
        this.fails('delete') ? problem(502, failure) : saved(this.change(retNumberIn(request.url), { uploaded: false, fileName: null }), 'Deleted'),
      // The forms and the signed FPRE: a PDF.
      'GET /return/{retNumber}/form': () => pdfAnswer(),
      'GET /return/multiform': () => pdfAnswer(),
      'GET /return/{retNumber}/fpre': () => pdfAnswer(),
      'POST /return/{retNumber}/delivery-decision': async (request) => {
        const retNumber = retNumberIn(request.url);
        this.decisions.push({ retNumber, body: await request.clone().json() });
        return this.fails('decision') ? problem(502, failure) : saved(this.change(retNumber, { stepCode: 'CW' }), 'Data has been saved!');
      },
    });
  }

  /** The upload's answer (it is sent with XHR for its progress). */
  upload(url: string, file: File): { status: number; body: unknown } {
    if (this.fails('upload')) return { status: 502, body: { status: 502, title: 'Refused', detail: failure } };
    expect(file.name).toBe('signed-fpre.png');
    return { status: 200, body: saved(this.change(retNumberIn(url), { uploaded: true, fileName: file.name }), 'Uploaded') };
  }
}

const pdfAnswer = () => new Response(pdf(), { status: 200, headers: { 'content-type': 'application/pdf' } });

/** happy-dom's XMLHttpRequest would go to a network: this one hands the upload to the fake server. */
function fakeXhr(server: DeliveryServer) {
  return class {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const answer = server.upload(this.url, form.get('file') as File);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  };
}

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialogOpen = (name: string) => screen.queryByRole('dialog', { name }) !== null;

function deliveryWalker(): Walker {
  const server = new DeliveryServer();
  answering.push(server.answers().stop);
  vi.stubGlobal('XMLHttpRequest', fakeXhr(server));
  // A form or signed FPRE opens in a new tab; happy-dom's would load the blob as a page.
  const open = vi.spyOn(window, 'open').mockImplementation((url) => {
    server.opened.push(String(url));
    return null;
  });
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const router = renderScreens(deliveryWarehouseRoutes, '/chief-delivery', { env: 'test' });
  // The return being printed, and the decision asked for last.
  let printing: string | null = null;
  let deciding: 'A' | 'R' | null = null;

  /** The row of a return: searched for by its number unless the list shows that search already. */
  const find = async (retNumber: string) => {
    const search = await fieldShown('APL Return Number');
    if (search.value !== retNumber) {
      await pasteInto(user, search, retNumber);
      await user.keyboard('{Enter}');
    }
    await listed(retNumber);
    return rowShowing(retNumber);
  };
  const arrange = (upcoming: string | undefined, fail: string, call: Parameters<DeliveryServer['failNext']>[0]) => upcoming === fail && server.failNext(call);
  const choose = (file: File) => user.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
  const fpreDocument = () => screen.queryByTestId('fpre-document');

  return {
    events: {
      'rows.select': async (_upcoming, event) => {
        const clear = screen.queryByText('Clear selection', { selector: 'button, button *' })?.closest('button');
        if (clear) await user.click(clear);
        if (!(event.returns as unknown[]).length) return;
        printing = server.inState('NOT_PRINTED');
        await user.click(within(await find(printing)).getByRole('checkbox'));
      },
      'print.selected': async (upcoming) => {
        arrange(upcoming, 'print.failed', 'print');
        await user.click(screen.getByTestId('print-selected'));
        if (upcoming !== 'print.succeeded' && upcoming !== 'print.failed') await dialogSays('Please select row first');
      },
      'print.one': async (upcoming) => {
        printing = server.inState('NOT_PRINTED');
        const row = await find(printing);
        arrange(upcoming, 'print.failed', 'print');
        await user.click(buttonShowing('Print', row));
      },
      'print.succeeded': async () => {
        // The form opened in a new tab, and the list fetched again shows the return printed.
        await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank', 'noopener'));
        await waitFor(() => expect(within(rowShowing(printing!)).getByTestId('print-status').textContent).toBe('Printed'));
        open.mockClear();
      },
      'print.failed': async () => {
        await dialogSays(failure);
        expect(open).not.toHaveBeenCalled();
      },
      'detail.open': async (_upcoming, event) => {
        const which = (event.return as { retNumber: 'NOT_PRINTED' | 'PRINTED' | 'UPLOADED' }).retNumber;
        await user.click(within(await find(server.inState(which))).getByRole('button', { name: 'Upload' }));
        if (which === 'NOT_PRINTED') await dialogSays('please print FPRE first!');
      },
      'remark.change': async (_upcoming, event) => {
        const remark = fieldLabelled('Handover Remarks');
        // A user leaves a remark written already as it is.
        if (remark.value === event.remark) return;
        await pasteInto(user, remark, event.remark as string);
      },
      'fpre.choose': async (upcoming, event) => {
        if ((event.file as { name: string }).name === 'notes.txt') {
          await choose(new File(['not an FPRE'], 'notes.txt', { type: 'text/plain' }));
          return dialogSays('The maximum upload file is 3MB!');
        }
        arrange(upcoming, 'upload.failed', 'upload');
        await choose(new File([pdf()], 'signed-fpre.png', { type: 'image/png' }));
        if (!upcoming?.startsWith('upload.')) await dialogSays('The signed FPRE is uploaded already; delete it first to upload another.');
      },
      'upload.succeeded': async () => {
        await waitFor(() => expect(fpreDocument()?.textContent).toContain('signed-fpre.png'));
      },
      'upload.failed': async () => dialogSays(failure),
      'fpre.open': async () => {
        await user.click(within(fpreDocument()!).getByRole('button', { name: 'signed-fpre.png' }));
        await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank', 'noopener'));
        open.mockClear();
      },
      'fpre.delete': async () => user.click(within(fpreDocument()!).getByRole('button', { name: 'Delete' })),
      'delete.confirm': async (upcoming) => {
        arrange(upcoming, 'delete.failed', 'delete');
        await user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }));
      },
      'delete.cancel': async () => user.click(within(screen.getByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'No' })),
      'delete.succeeded': async () => waitFor(() => expect(fpreDocument()).toBeNull()),
      'delete.failed': async () => dialogSays(failure),
      'delivery.approve': async (upcoming) => {
        deciding = 'A';
        arrange(upcoming, 'decision.failed', 'decision');
        await user.click(buttonShowing('Approve'));
      },
      'delivery.reject': async (upcoming) => {
        deciding = 'R';
        arrange(upcoming, 'decision.failed', 'decision');
        await user.click(buttonShowing('Reject'));
        if (!upcoming?.startsWith('decision.')) await dialogSays('Please fill remark reject first!');
      },
      'decision.succeeded': async (_upcoming, _event, context) => {
        await dialogSays('Data has been saved!');
        // The decision sent is the button pressed, with the remark typed.
        expect(server.decisions.at(-1)!.body).toEqual({ status: deciding, remark: (context.remark as string).trim() || null });
      },
      'decision.failed': async () => dialogSays(failure),
      'flow.back': async () => user.click(buttonShowing('Back')),
    },
    states: {
      listing: async () => waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chief-delivery(\/APL\d+)?$/)),
      printing: async () => {},
      detail: async () => {
        await headingShown('Chief Delivery Detail');
        await waitFor(() => expect(dialogOpen('Confirmation')).toBe(false));
      },
      uploading: async () => {},
      confirmingDelete: async () => {
        await screen.findByRole('dialog', { name: 'Confirmation' });
      },
      deleting: async () => {},
      deciding: async () => {},
      decided: async () => waitFor(() => expect(router.state.location.pathname).toBe('/chief-delivery')),
    },
  };
}

describe('Chief Delivery walked from its machine through the screens', () => {
  walkScreens('Chief Delivery', deliveryModel, deliveryWalker);
});
