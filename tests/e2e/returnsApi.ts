import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './pages.ts';

const CLEAN_INVOICE = '9000000010';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface SubmittedReturn {
  returnId: number;
  retNumber: string;
}

/** Data a journey starts from, made through the API as the users themselves would (sign-in, save, decide). */
export class ReturnsApi {
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  private async token(user: string): Promise<string> {
    if (!this.tokens.has(user)) {
      const response = await this.request.post('/api/user/login', { data: { username: user, password: DEMO_PASSWORD } });
      expect(response.status(), await response.text()).toBe(200);
      this.tokens.set(user, (await response.json()).data.accessToken);
    }
    return this.tokens.get(user)!;
  }

  async get(user: string, url: string) {
    const response = await this.request.get(url, { headers: { authorization: `Bearer ${await this.token(user)}` } });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  /** A file's bytes as `user` downloads them (a printed form). */
  async bytes(user: string, url: string): Promise<Buffer> {
    const response = await this.request.get(url, { headers: { authorization: `Bearer ${await this.token(user)}` } });
    expect(response.status(), await response.text()).toBe(200);
    return response.body();
  }

  async post(user: string, url: string, data: unknown) {
    const response = await this.request.post(url, { headers: { authorization: `Bearer ${await this.token(user)}` }, data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  async put(user: string, url: string, data: unknown) {
    const response = await this.request.put(url, { headers: { authorization: `Bearer ${await this.token(user)}` }, data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  /** A file sent as `user`, as the upload buttons send it; the answer's status and body. */
  async upload(user: string, url: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    const response = await this.request.post(url, { headers: { authorization: `Bearer ${await this.token(user)}` }, multipart: { file } });
    return { status: response.status(), body: await response.text() };
  }

  /**
   * A Without RTV return of the first two lines of the clean invoice (plant 1001), 0.01 each with
   * a photo, submitted by sales service: reason 101 goes SALES → CD → CW, 120 SALES → BRQA → QAHO
   * (→ QACLIENT) → CD → CW. With `draft`, saved as a draft (DRF…) instead.
   */
  async submitCleanReturn(reasonCode: '101' | '120', { draft = false }: { draft?: boolean } = {}): Promise<SubmittedReturn> {
    const headers = { authorization: `Bearer ${await this.token('sales_service')}` };
    const photo = await this.request.post('/api/return/attachment', {
      headers,
      multipart: { file: { name: 'damaged.png', mimeType: 'image/png', buffer: png } },
    });
    expect(photo.status(), await photo.text()).toBe(200);
    const attachmentId = (await photo.json()).data;
    const lines = (await this.get('sales_service', `/api/return/lookup/invoice-lines?invoiceNo=${CLEAN_INVOICE}&pageSize=50`)).data;
    const [a, b] = lines;
    const saved = await this.post('sales_service', '/api/return', {
      returnType: 'NONMTKA',
      draft,
      invoiceNo: a.invoiceNo,
      customerCode: a.customerCode,
      reasonCode,
      remark: 'Damaged in transport',
      items: [a, b].map((l: { line: number; materialCode: string; batch: string; uom: string }) => ({
        line: l.line,
        materialCode: l.materialCode,
        batch: l.batch,
        returnUom: l.uom,
        qty: 0.01,
        attachmentId,
      })),
    });
    return { returnId: saved.data.returnId, retNumber: saved.data.retNumber };
  }

  /** Every line of the return waiting at `stepCode` approved by `user`; the step it then waits at. */
  async approveAll(user: string, stepCode: 'SALES' | 'BRQA' | 'QAHO', retNumber: string): Promise<string> {
    return this.decideAll(user, stepCode, retNumber, 'A');
  }

  /** Every line waiting for `user` at `stepCode` decided `status` (a rejection with its remark); the step it went on to. */
  async decideAll(user: string, stepCode: 'SALES' | 'BRQA' | 'QAHO', retNumber: string, status: 'A' | 'R'): Promise<string> {
    const waiting = (await this.get(user, `/api/return/myapproval?stepCode=${stepCode}&retNumber=${retNumber}`)).data as { approvalDetailId: number }[];
    expect(waiting.length).toBeGreaterThan(0);
    const saved = await this.post(
      user,
      `/api/return/${retNumber}/approve`,
      waiting.map((l) => ({ approvalDetailId: l.approvalDetailId, status, remark: status === 'R' ? 'Not ours' : null })),
    );
    return saved.data.stepCode;
  }

  /**
   * A return of reason 101 taken through FSS, Chief Delivery (print, the administrator's upload,
   * approve) and Chief Warehouse, who keeps the first line and rejects the second: the rejected
   * line waits in Reject Return.
   */
  async completedWithRejectedLine(): Promise<SubmittedReturn> {
    const submitted = await this.submitCleanReturn('101');
    const { retNumber, returnId } = submitted;
    expect(await this.approveAll('fss', 'SALES', retNumber)).toBe('CD');
    await this.post('chief_delivery', `/api/return/${retNumber}/print`, {});
    const upload = await this.request.post(`/api/return/${retNumber}/fpre`, {
      headers: { authorization: `Bearer ${await this.token('admin')}` },
      multipart: { file: { name: 'signed.png', mimeType: 'image/png', buffer: png } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await this.post('chief_delivery', `/api/return/${retNumber}/delivery-decision`, { status: 'A', remark: 'Handed over' });
    const [kept, rejected] = (await this.document(returnId)).items as { returnDetailId: number; returnUom: string }[];
    const saved = await this.post('chief_warehouse', `/api/return/${retNumber}/warehouse`, {
      fpreStatus: 'A',
      items: [
        { approvalDetailId: kept!.returnDetailId, qty: 0.01, uom: kept!.returnUom, status: null, remark: null },
        { approvalDetailId: rejected!.returnDetailId, status: 'R', remark: 'Wrong batch delivered' },
      ],
    });
    expect(saved.data.stepCode).toBe('END');
    return submitted;
  }

  /** The return as the server holds it now. */
  document(returnId: number) {
    return this.get('sales_service', `/api/return/${returnId}`);
  }
}
