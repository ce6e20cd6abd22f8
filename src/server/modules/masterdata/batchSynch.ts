import { changedFromExcluded, fromExcluded } from '../../db/upsert.ts';
import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { BatchFilter, ErpBatch, ErpClient } from '../integrations/index.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { skippedRecords, withinFilter } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const CHUNK = 500;
const refreshed = ['expiry_date', 'valid'] as const;

/** Stores one chunk of batches (of materials the product has) and counts those inserted or really changed. */
async function storeChunk(context: JobContext, chunk: ErpBatch[]): Promise<{ changed: number; skipped: number }> {
  const codes = [...new Set(chunk.map((b) => b.materialCode))];
  const known = new Set(
    (await context.db.selectFrom('materials').select('material_code').where('material_code', 'in', codes).execute()).map((m) => m.material_code),
  );
  const stored = chunk.filter((b) => known.has(b.materialCode));
  if (!stored.length) return { changed: 0, skipped: chunk.length };
  const written = await context.db
    .insertInto('batches')
    .values(stored.map((b) => ({ material_code: b.materialCode, batch: b.batch, expiry_date: b.expiryDate, valid: b.valid })))
    .onConflict((oc) => oc.columns(['material_code', 'batch']).doUpdateSet(fromExcluded(refreshed)).where(changedFromExcluded('batches', refreshed)))
    .returning('batch')
    .execute();
  return { changed: written.length, skipped: chunk.length - stored.length };
}

/**
 * Pulls batches (of P_MATERIAL, P_BATCH when given) and stores their expiry and validity as the
 * ERP has them, a chunk at a time; a batch is never removed (returns and invoices name it).
 * Batches of a material the product does not have yet are not stored: the message says how many.
 */
export async function synchBatches(erp: ErpClient, filter: BatchFilter, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullBatches(filter));
  if (!answer.records.length) return { message: answer.message, rowsChanged: 0 };
  const skips = skippedRecords();
  const asked = skips.asked(
    answer.records,
    (b) =>
      withinFilter([
        [filter.material, b.materialCode],
        [filter.batch, b.batch],
      ]),
    (b) => `batch ${b.batch} of ${b.materialCode}`,
  );
  // One row per batch (an upsert may not meet a row twice), the ERP's last word on it.
  const batches = [...new Map(asked.map((b) => [`${b.materialCode} ${b.batch}`, b])).values()];
  let changed = 0;
  let skipped = 0;
  for (let start = 0; start < batches.length; start += CHUNK) {
    const chunk = await storeChunk(context, batches.slice(start, start + CHUNK));
    changed += chunk.changed;
    skipped += chunk.skipped;
    await context.progress(60 + (40 * Math.min(start + CHUNK, batches.length)) / batches.length);
  }
  const result = skips.told(synchronised(filter.material ? `Batches of ${filter.material}` : 'Batches', changed));
  if (!skipped) return result;
  const note = ` ${skipped} ${skipped === 1 ? 'batch' : 'batches'} of materials not in the master data yet skipped: synchronise the material first.`;
  return { ...result, message: result.message + note };
}
