import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../../generated/api.d.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { sessionEnded } from '../session/sessionEnded.ts';

export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];

/** The bearer header of the signed-in user, or null when signed out. */
function bearer(): string | null {
  const token = tokenStore.get();
  return token ? `Bearer ${token}` : null;
}

/** A 401 on a call that carried a token ends the session, and the sign-in page will say why. */
function answered(status: number, carriedToken: boolean): void {
  if (status === 401 && carriedToken && tokenStore.get()) {
    sessionEnded.note();
    tokenStore.set(null);
  }
}

/** Adds the bearer token; a 401 on a signed-in call ends the session. */
const authentication: Middleware = {
  onRequest({ request }) {
    const authorization = bearer();
    if (authorization && !request.headers.has('authorization')) request.headers.set('authorization', authorization);
    return request;
  },
  onResponse({ request, response }) {
    answered(response.status, request.headers.has('authorization'));
    return response;
  },
};

type Send = (request: Request) => Promise<Response>;
let send: Send = (request) => fetch(request);
/** A page's requests go to its own server; the server's picture of a screen (ServerPicture.tsx) has no page, and an address of its own. */
const origin = typeof location === 'undefined' ? 'http://screen-picture.invalid' : '';

/** The server's picture of a screen answers its requests itself, in the same process (http/screenPicture.ts). */
export function sendRequestsTo(answer: Send): void {
  send = answer;
}

/** The one API client of the browser, typed from openapi.yaml. */
export const api = createClient<paths>({ baseUrl: `${origin}/api`, fetch: (request) => send(request) });
api.use(authentication);
