import { createTransport } from 'nodemailer';

/** One e-mail as it leaves: multipart text and HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How a mail left: the server's message id and reply, or nothing (the log-only sink). */
export type Delivery = { sent: true; messageId: string; reply: string } | { sent: false };

/** The server refused the mail for good (a 5xx reply: an unknown mailbox, a refused sender; not a refused login): no retry can mend it. */
export class MailRefusedError extends Error {}

export interface MailTransport {
  /** How the start banner names it. */
  readonly description: string;
  /** Sends one mail; throws MailRefusedError for a permanent refusal, any other error for one worth retrying. */
  deliver(mail: OutgoingMail): Promise<Delivery>;
}

/** Without SMTP_URL: the e-mail log is where mail ends (LOGGED), read by administrators. */
export const logOnlyTransport: MailTransport = {
  description: 'written to the e-mail log only (SMTP_URL is not set)',
  async deliver() {
    return { sent: false };
  },
};

const loopback = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);

/** How long a connection, the server's greeting and any reply may take (ms). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer: `smtp://user:pass@host:587` must upgrade with STARTTLS unless the host
 * is this machine's own (a relay on loopback), `smtps://…:465` is TLS from the start. A 5xx
 * reply refuses the mail for good; a 4xx reply, a refused login (535), a refused or lost
 * connection is retried.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !loopback(url.hostname),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...TIMEOUTS,
  });
  return {
    description: `sent over SMTP to ${url.hostname}:${Number(url.port) || (secure ? 465 : 587)}${secure ? ' (TLS)' : ''}`,
    async deliver(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        return { sent: true, messageId: info.messageId, reply: info.response };
      } catch (error) {
        const { responseCode, response } = error as { responseCode?: number; response?: string };
        const reason = response ?? (error instanceof Error ? error.message : String(error));
        // A refused login (535) is retried as the ERP's refused secrets are: the server's password may be mid-rotation.
        if (responseCode !== undefined && responseCode >= 500 && responseCode !== 535) throw new MailRefusedError(reason, { cause: error });
        throw new Error(reason, { cause: error });
      }
    },
  };
}
