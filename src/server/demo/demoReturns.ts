import type { FastifyInstance } from 'fastify';

/** A one-pixel PNG: the demo's line photos and signed FPRE scans. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Line = { line: number; customerCode: string; materialCode: string; batch: string; uom: string };
type Item = { returnDetailId: number; returnUom: string };

/**
 * Returns in every state of the chain for a new database's demo (DESIGN §3), made as the demo
 * users would make them, through the product's own API: the same rules, events, assignments,
 * e-mails and outbox jobs as any return, so the dashboard, the work lists, the reports and the
 * workflow charts show something on the first start. All in plant 1001 (Jakarta).
 */
export async function createDemoReturns(app: FastifyInstance, password: string): Promise<number> {
  const tokens = new Map<string, string>();
  const tokenOf = async (user: string) => {
    if (!tokens.has(user)) tokens.set(user, (await call('POST', '/api/user/login', null, { username: user, password })).data.accessToken);
    return tokens.get(user)!;
  };
  async function call(method: 'GET' | 'POST', url: string, user: string | null, payload?: unknown, headers: Record<string, string> = {}) {
    const answer = await app.inject({
      method,
      url,
      headers: { ...headers, ...(user ? { authorization: `Bearer ${await tokenOf(user)}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    if (answer.statusCode !== 200) throw new Error(`The demo's ${method} ${url} was refused: ${answer.body}`);
    return answer.json();
  }
  const upload = (url: string, user: string, name: string) => {
    const boundary = 'demo-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call('POST', url, user, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  };

  /** A Without RTV return of `lineNumbers` of `invoiceNo`, registered by sales service; a draft when asked. */
  async function register(invoiceNo: string, lineNumbers: number[], reasonCode: string, draft = false): Promise<{ returnId: number; retNumber: string }> {
    const photo = (await upload('/api/return/attachment', 'sales_service', 'damaged.png')).data as number;
    const lines: Line[] = (await call('GET', `/api/return/lookup/invoice-lines?invoiceNo=${invoiceNo}&pageSize=50`, 'sales_service')).data;
    const chosen = lineNumbers.map((n) => lines.find((l) => l.line === n)!);
    const saved = await call('POST', '/api/return', 'sales_service', {
      returnType: 'NONMTKA',
      draft,
      invoiceNo,
      customerCode: chosen[0]!.customerCode,
      reasonCode,
      remark: 'Returned by the customer at delivery',
      items: chosen.map((l) => ({ line: l.line, materialCode: l.materialCode, batch: l.batch, returnUom: l.uom, qty: 1, attachmentId: photo })),
    });
    return saved.data;
  }
  /** Every line waiting for `user` at `stepCode` decided `status` (a rejection with its remark). */
  async function decide(user: string, stepCode: string, retNumber: string, status: 'A' | 'R' = 'A') {
    const waiting = (await call('GET', `/api/return/myapproval?stepCode=${stepCode}&retNumber=${retNumber}`, user)).data as { approvalDetailId: number }[];
    await call(
      'POST',
      `/api/return/${retNumber}/approve`,
      user,
      waiting.map((l) => ({ approvalDetailId: l.approvalDetailId, status, remark: status === 'R' ? 'Not returnable under the agreement' : null })),
    );
  }
  /** Chief Delivery prints the FPRE, the signed copy is uploaded, and the goods are handed over. */
  async function deliver(retNumber: string) {
    await call('POST', `/api/return/${retNumber}/print`, 'chief_delivery', {});
    await upload(`/api/return/${retNumber}/fpre`, 'admin', 'signed-fpre.png');
    await call('POST', `/api/return/${retNumber}/delivery-decision`, 'chief_delivery', { status: 'A', remark: 'Handed over to the warehouse' });
  }
  /** Chief Warehouse counts the goods: every line kept as requested, or the last one rejected. */
  async function warehouse(r: { returnId: number; retNumber: string }, rejectLast = false) {
    const items = (await call('GET', `/api/return/${r.returnId}`, 'chief_warehouse')).items as Item[];
    await call('POST', `/api/return/${r.retNumber}/warehouse`, 'chief_warehouse', {
      fpreStatus: 'A',
      items: items.map((item, i) =>
        rejectLast && i === items.length - 1
          ? { approvalDetailId: item.returnDetailId, status: 'R', remark: 'Wrong batch delivered' }
          : { approvalDetailId: item.returnDetailId, qty: 1, uom: item.returnUom, status: null, remark: null },
      ),
    });
  }

  const clean = '9000000010';
  // New: waiting at FSS/ASM/BM, one of them for a product recall.
  await register(clean, [1, 2], '101');
  await register(clean, [3], '102');
  await register(clean, [4, 5], '120');
  // A draft, and a return rejected as a whole before anyone approved it.
  await register(clean, [6], '101', true);
  const withdrawn = await register(clean, [1], '104');
  await call('POST', `/api/return/${withdrawn.retNumber}/reject`, 'sales_service', { remark: 'Registered twice by mistake' });
  // Waiting for the client: a Non CRP line of each demo client.
  await decide('fss', 'SALES', (await register('9000000020', [1, 2], '101')).retNumber);
  // At regional QA, then at head-office QA (a product recall passes both).
  await decide('fss', 'SALES', (await register(clean, [2, 3], '120')).retNumber);
  const recall = await register(clean, [5], '135');
  await decide('fss', 'SALES', recall.retNumber);
  await decide('brqa', 'BRQA', recall.retNumber);
  // At Chief Delivery, at Chief Warehouse, completed (the sales order follows through the outbox), and one with a line rejected at the warehouse.
  const atDelivery = await register(clean, [1, 4], '101');
  await decide('fss', 'SALES', atDelivery.retNumber);
  const atWarehouse = await register(clean, [2], '103');
  await decide('fss', 'SALES', atWarehouse.retNumber);
  await deliver(atWarehouse.retNumber);
  for (const rejectLast of [false, true]) {
    const done = await register(clean, [3, 6], '101');
    await decide('fss', 'SALES', done.retNumber);
    await deliver(done.retNumber);
    await warehouse(done, rejectLast);
  }
  // Every line rejected at FSS/ASM/BM: ended as rejected.
  const refused = await register(clean, [4], '105');
  await decide('fss', 'SALES', refused.retNumber, 'R');
  return 14;
}
