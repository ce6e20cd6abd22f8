import { ErpUnavailableError } from './erpClient.ts';

/** How the product proves itself to the ERP gateway: basic (ERP_USER, ERP_PASSWORD) or OAuth 2 client credentials. */
export type ErpCredentials = { kind: 'basic'; user: string; password: string } | { kind: 'oauth2'; tokenUrl: string; clientId: string; clientSecret: string };

/** A token is renewed this long before it expires, so none expires on its way. */
const EARLY_RENEWAL_MS = 30_000;

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * The Authorization header of each call. With client credentials the access token is asked
 * for once and kept until shortly before it expires (or until the gateway refuses it: forget()).
 */
export function erpAuthorization(credentials: ErpCredentials, fetchTimed: (request: Request) => Promise<Response>) {
  let token: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function askToken(c: Extract<ErpCredentials, { kind: 'oauth2' }>): Promise<string> {
    const response = await fetchTimed(
      new Request(c.tokenUrl, {
        method: 'POST',
        headers: { authorization: basic(c.clientId, c.clientSecret), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
      }),
    ).catch((error: unknown) => {
      throw new ErpUnavailableError(
        `SAP's token service could not be reached: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}.`,
      );
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!response.ok || !body.access_token) {
      throw new ErpUnavailableError(
        `SAP's token service refused the product's client credentials (${response.status}): ${body.error_description ?? body.error ?? response.statusText}`,
        response.status,
      );
    }
    token = { value: body.access_token, until: Date.now() + (body.expires_in ?? 300) * 1000 - EARLY_RENEWAL_MS };
    return token.value;
  }

  return {
    async header(): Promise<string> {
      if (credentials.kind === 'basic') return basic(credentials.user, credentials.password);
      if (token && token.until > Date.now()) return `Bearer ${token.value}`;
      asking ??= askToken(credentials).finally(() => (asking = null));
      return `Bearer ${await asking}`;
    },
    forget() {
      token = null;
    },
  };
}
