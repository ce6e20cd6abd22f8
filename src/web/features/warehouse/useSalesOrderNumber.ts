import { api } from '../../api/client.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sales order number of a completed return, asked of the return (GET /return/{id}) every
 * second until the ERP gave it or failed, at most `seconds` long; null when it has not come.
 */
export async function salesOrderNumber(returnId: number, seconds = 30): Promise<string | null> {
  for (let i = 0; i < seconds; i++) {
    // A lost answer is asked again; the order is on its way either way.
    const { data } = await api.GET('/return/{id}', { params: { path: { id: returnId } } }).catch(() => ({ data: undefined }));
    if (data?.soNo) return data.soNo;
    if (data?.soStatus === 'FAILED') return null;
    await wait(1000);
  }
  return null;
}
