import { api, type Problem } from '../../api/client.ts';
import { multipart } from '../../api/upload.ts';
import { deviceStore, type DockDecision } from '../../session/deviceStore.ts';

type Outcome = 'sent' | 'refused' | 'unreachable';

/** A call that did not reach the server (no network, the server down): the decision waits. */
const unreachable = (status: number | undefined) => status === undefined || status === 408 || status === 429 || status >= 500 || status === 401;

async function uploadPhotos(decision: DockDecision): Promise<Outcome | null> {
  const db = await deviceStore();
  for (const [lineId, photo] of Object.entries(decision.photos)) {
    if (decision.uploaded[Number(lineId)]) continue;
    const file = new File([photo], `line-${lineId}.jpg`, { type: photo.type || 'image/jpeg' });
    const { data, error, response } = await api.POST('/return/attachment', { body: { file }, bodySerializer: multipart }).catch(() => ({
      data: undefined,
      error: undefined,
      response: undefined,
    }));
    if (!data) {
      if (unreachable(response?.status)) return 'unreachable';
      await db.put('decisions', { ...decision, state: 'refused', refusal: error as Problem });
      return 'refused';
    }
    // Kept at once: a retry after a lost answer does not upload the photo again.
    decision.uploaded[Number(lineId)] = data.data;
    await db.put('decisions', decision);
  }
  return null;
}

/**
 * Sends one decision: its photos, then the save with its Idempotency-Key, so however often it is
 * sent (a retry after a lost answer, a second tab) the server posts it once. A refusal is kept with
 * its reason for the user to redo; nothing is dropped.
 */
async function sendOne(decision: DockDecision): Promise<Outcome> {
  const photos = await uploadPhotos(decision);
  if (photos) return photos;
  const db = await deviceStore();
  const body = { ...decision.body, items: decision.body.items.map((i) => ({ ...i, photoId: decision.uploaded[i.approvalDetailId] ?? null })) };
  const answer = await api
    .POST('/return/{retNumber}/warehouse', {
      params: { path: { retNumber: decision.retNumber }, query: { version: decision.version }, header: { 'Idempotency-Key': decision.key } },
      body,
    })
    .catch(() => null);
  if (!answer || (!answer.data && unreachable(answer.response.status))) return 'unreachable';
  if (answer.data) {
    await db.put('decisions', { ...decision, state: 'sent', answer: answer.data.message, refusal: null, photos: {}, sentAt: new Date().toISOString() });
    await db.delete('scanned', decision.retNumber);
    return 'sent';
  }
  await db.put('decisions', { ...decision, state: 'refused', refusal: answer.error as Problem });
  return 'refused';
}

let sending: Promise<void> | null = null;
let askedAgain = false;

/** One pass over the user's waiting decisions, in the order they were made, until the server is not reached. */
async function sendPass(userId: number): Promise<void> {
  const db = await deviceStore();
  const waiting = (await db.getAllFromIndex('decisions', 'byState', 'waiting'))
    .filter((d) => d.userId === userId)
    .sort((a, b) => a.madeAt.localeCompare(b.madeAt));
  for (const decision of waiting) {
    // Read again: another window may have sent it meanwhile.
    const now = await db.get('decisions', decision.key);
    if (now?.state === 'waiting' && (await sendOne(now)) === 'unreachable') break;
  }
}

/**
 * Sends the user's waiting decisions: one run at a time in this window, and one window at a time
 * (a Web Lock, where the browser has them: two windows would upload a photo twice and send the same
 * key with two bodies). A decision kept while a run goes is sent by a pass after it.
 */
export function sendWaiting(userId: number): Promise<void> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  const passes = async () => {
    do {
      askedAgain = false;
      await sendPass(userId);
    } while (askedAgain);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run: Promise<void> = (locks ? locks.request('goods-return-dock-sending', () => passes()).then(() => undefined) : passes()).finally(() => {
    sending = null;
  });
  sending = run;
  return run;
}
