import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SmtpPeer, type ReceivedMail } from '../fixtures/smtpPeer.ts';

const folder = '.tmp/e2e-mail';
/** The SMTP server the browser tests' app sends its mail to (playwright.config.ts gives the app its address). */
export const mailPort = Number(process.env.E2E_PORT ?? 3100) + 25;

/**
 * Playwright's global setup: a real SMTP server on loopback for the app under test, which writes
 * each mail it accepts to a file of .tmp/e2e-mail, where any test worker reads it.
 */
export default async function startMailServer() {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const peer = await new SmtpPeer((mail) => writeFileSync(join(folder, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail))).start(mailPort);
  return () => peer.stop();
}

/** The mails the SMTP server accepted for `address`, oldest first. */
export const mailsTo = (address: string): ReceivedMail[] =>
  readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
