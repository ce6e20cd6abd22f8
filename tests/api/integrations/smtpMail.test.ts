import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { mailRetryPolicy } from '../../../src/server/modules/integrations/index.ts';
import { retryDelayMs } from '../../../src/server/outbox/backoff.ts';
import { headerOf, partOf, SmtpPeer } from '../../fixtures/smtpPeer.ts';
import { portOfItsOwn } from '../../fixtures/portOfItsOwn.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * E-mail over SMTP (issue 32), against a real SMTP server on loopback: every mail is written to
 * the e-mail log and delivered by the outbox, outside the request that wrote it. Accepted mail is
 * SENT with the server's message id; a 4xx reply or a refused connection is retried; a 5xx reply
 * fails it at once, and an administrator sends it again.
 */
const peer = new SmtpPeer();
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The mail server is stopped and started again on its port (below): a port no other server is given meanwhile.
  await peer.start(await portOfItsOwn());
  // Retries come quickly (0.2 s, 0.4 s, …) and four attempts leave time to bring the server back.
  t = await startTestApp({
    mail: { smtpUrl: peer.url, from: 'Goods Return <returns@distributor.test>' },
    outbox: { pollMs: 50, maxAttempts: 4, retryBaseMs: 200 },
  });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

const emailOf = (user: string) => `${user}@demo.goods-return.test`;
let address = 1;
/** Asks for a reset link for `user`, which the product mails; the e-mail log's row of it. */
async function askReset(user: string) {
  const asked = await t.request({ method: 'POST', url: '/api/user/forgot-password', payload: { email: emailOf(user) }, remoteAddress: `10.32.0.${address++}` });
  expect(asked.statusCode, asked.body).toBe(200);
  return t.db.selectFrom('email_log').selectAll().where('recipient', '=', emailOf(user)).orderBy('email_id', 'desc').executeTakeFirstOrThrow();
}
const stored = (emailId: number) => t.db.selectFrom('email_log').selectAll().where('email_id', '=', emailId).executeTakeFirstOrThrow();
const deliveries = (emailId: number) =>
  t.db
    .selectFrom('outbox')
    .select(['status', 'attempts'])
    .where('kind', '=', 'mail.send')
    .where('payload', '@>', JSON.stringify({ emailId }) as never)
    .orderBy('outbox_id')
    .execute();
/** The e-mail's delivery jobs once the worker has recorded their end (it settles the e-mail first, then its job). */
const deliveriesEnded = (emailId: number) =>
  vi.waitFor(
    async () => {
      const jobs = await deliveries(emailId);
      expect(jobs.map((j) => j.status)).not.toContainEqual(expect.stringMatching(/RUNNING|PENDING/));
      return jobs;
    },
    { timeout: 5_000, interval: 25 },
  );
/** Waits for the worker to take the e-mail out of QUEUED. */
const settled = (emailId: number) =>
  vi.waitFor(
    async () => {
      const mail = await stored(emailId);
      expect(mail.status).not.toBe('QUEUED');
      return mail;
    },
    { timeout: 15_000, interval: 50 },
  );
const receivedBy = (user: string) => peer.received.filter((m) => m.to.includes(emailOf(user)));

describe('e-mail over SMTP', () => {
  it('delivers a reset link as text and HTML, records the message id, and shows no token in the log', async () => {
    const queued = await askReset('asm');
    expect(queued.status).toBe('QUEUED');
    const sent = await settled(queued.email_id);
    expect(sent).toMatchObject({ status: 'SENT', error: null });
    expect(sent.sent_at).not.toBeNull();

    const [mail, ...more] = receivedBy('asm');
    expect(more).toEqual([]);
    expect(mail!.from).toBe('returns@distributor.test');
    expect(headerOf(mail!.raw, 'Subject')).toBe('Reset your password');
    expect(headerOf(mail!.raw, 'Message-ID')).toBe(sent.message_id);
    const text = partOf(mail!.raw, 'text/plain')!;
    const html = partOf(mail!.raw, 'text/html')!;
    const token = /token=([\w-]+)/.exec(text)![1]!;
    expect(text).toContain('Dear Hadi Susanto,');
    expect(html).toContain(`<a href="http://localhost:3000/auth/reset-password?token=${token}">`);

    // The link works, read from the mail the server received.
    const described = await t.request({ method: 'GET', url: `/api/user/reset-password?resetToken=${token}` });
    expect(described.json().userName).toBe('asm');
    // The e-mail log shows it sent, the token masked.
    const logged = await t.request({ method: 'GET', url: `/api/email/${sent.email_id}`, token: admin });
    expect(logged.json()).toMatchObject({ status: 'SENT', messageId: sent.message_id });
    expect(logged.body).not.toContain(token);
    expect(logged.json().body).toContain('token=***');
  });

  it('retries a 421 reply and delivers the mail once', async () => {
    peer.answers = [{ code: 421, text: 'Too busy, try again later' }];
    const queued = await askReset('bm');
    expect(await settled(queued.email_id)).toMatchObject({ status: 'SENT', error: null });
    expect(receivedBy('bm')).toHaveLength(1);
    expect(await deliveriesEnded(queued.email_id)).toEqual([{ status: 'DONE', attempts: 2 }]);
  });

  it("retries a refused login (535), as when the server's password is being rotated, and delivers the mail once", async () => {
    peer.answers = [{ code: 535, text: 'Authentication credentials invalid' }];
    const queued = await askReset('fpre');
    expect(await settled(queued.email_id)).toMatchObject({ status: 'SENT', error: null });
    expect(receivedBy('fpre')).toHaveLength(1);
    expect(await deliveriesEnded(queued.email_id)).toEqual([{ status: 'DONE', attempts: 2 }]);
  });

  it('retries on a schedule that outlasts an outage of hours, backing off to half an hour', () => {
    // The defaults (MAIL_RETRY_HOURS 24, MAIL_RETRY_BASE_MS 30000), as loadConfig gives them.
    const { mailRetry } = loadConfig({});
    const policy = mailRetryPolicy(mailRetry);
    const waits = Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, policy.retryBaseMs, policy.retryCapMs));
    expect(waits.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    expect(Math.max(...waits)).toBe(30 * 60_000);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(total - waits.at(-1)!).toBeLessThan(24 * 3_600_000);
  });

  it('fails a 550 reply at once with the reason, and an administrator sends it again once the mailbox exists', async () => {
    peer.answers = [{ code: 550, text: 'No such mailbox' }];
    const queued = await askReset('nsm');
    const failed = await settled(queued.email_id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/550.*No such mailbox/);
    expect(receivedBy('nsm')).toEqual([]);
    expect(await deliveriesEnded(queued.email_id)).toEqual([{ status: 'FAILED', attempts: 1 }]);

    const listed = await t.request({ method: 'GET', url: '/api/email?status=FAILED&recipient=nsm@', token: admin });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ emailId: queued.email_id, status: 'FAILED', error: expect.stringMatching(/No such mailbox/) }),
    ]);

    const resend = () => t.request({ method: 'POST', url: `/api/email/${queued.email_id}/resend`, token: admin });
    const again = await resend();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('The e-mail is queued to be sent again.');
    expect(await settled(queued.email_id)).toMatchObject({ status: 'SENT', error: null });
    expect(receivedBy('nsm')).toHaveLength(1);
    // Only a failed e-mail is sent again: a second resend changes nothing.
    const twice = await resend();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Only an e-mail that failed can be sent again.');
    expect(receivedBy('nsm')).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'user_name', 'detail'])
      .where('action', '=', 'email.resend')
      .where('entity_id', '=', String(queued.email_id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ user_name: 'admin', detail: expect.stringContaining('No such mailbox') })]);
    expect((await t.request({ method: 'POST', url: '/api/email/2147483647/resend', token: admin })).statusCode).toBe(404);
  });

  it('keeps a mail QUEUED while the server is down and sends it when the server is back', async () => {
    const port = peer.port;
    await peer.stop();
    const queued = await askReset('brqa');
    await vi.waitFor(async () => expect((await stored(queued.email_id)).error).toMatch(/ECONNREFUSED|connect/i), { timeout: 10_000, interval: 50 });
    expect((await stored(queued.email_id)).status).toBe('QUEUED');
    await peer.start(port);
    expect(await settled(queued.email_id)).toMatchObject({ status: 'SENT', error: null });
    expect(receivedBy('brqa')).toHaveLength(1);
    const [delivery] = await deliveriesEnded(queued.email_id);
    expect(delivery!.status).toBe('DONE');
    expect(delivery!.attempts).toBeGreaterThan(1);
  });

  it("writes a mail in its recipient's language where the template has a version in it, in English otherwise", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/emailtpl',
      token: admin,
      payload: {
        templateCode: 'PASSWORD_RESET',
        language: 'de',
        subject: 'Passwort zurücksetzen',
        body: 'Hallo {{fullName}},\n\nneues Passwort für {{userName}}:\n{{resetLink}}',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fss = await t.signIn('fss');
    expect((await t.request({ method: 'PUT', url: '/api/user/preferences', token: fss, payload: { language: 'de', colorScheme: 'light' } })).statusCode).toBe(
      200,
    );

    const german = await settled((await askReset('fss')).email_id);
    expect(german).toMatchObject({ status: 'SENT', subject: 'Passwort zurücksetzen' });
    expect(partOf(receivedBy('fss').at(-1)!.raw, 'text/plain')).toMatch(
      /^Hallo .+,\r?\n\r?\nneues Passwort für fss:\r?\nhttp:\/\/localhost:3000\/auth\/reset-password\?token=/,
    );
    // A user whose language has no version gets the English one.
    expect(await settled((await askReset('asm')).email_id)).toMatchObject({ status: 'SENT', subject: 'Reset your password' });

    // The German version may go; the English one, which everyone else gets, may not.
    const versions = (await t.request({ method: 'GET', url: '/api/emailtpl?templateCode=PASSWORD_RESET', token: admin })).json().data as {
      templateId: number;
      language: string;
    }[];
    expect(versions.map((v) => v.language)).toEqual(['de', 'en']);
    const remove = (language: string) =>
      t.request({ method: 'DELETE', url: `/api/emailtpl/${versions.find((v) => v.language === language)!.templateId}`, token: admin });
    expect((await remove('en')).statusCode).toBe(409);
    expect((await remove('de')).statusCode).toBe(200);
  });
});
