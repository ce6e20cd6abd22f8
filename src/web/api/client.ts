import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../../generated/api.d.ts';
import { tokenStore } from '../session/tokenStore.ts';

export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];

/** The bearer header of the signed-in user, or null when signed out. */
function bearer(): string | null {
  const token = tokenStore.get();
  return token ? `Bearer ${token}` : null;
}

/** A 401 on a call that carried a token ends the session. */
function answered(status: number, carriedToken: boolean): void {
  if (status === 401 && carriedToken && tokenStore.get()) tokenStore.set(null);
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

/** The one API client of the browser, typed from openapi.yaml. */
export const api = createClient<paths>({ baseUrl: '/api' });
api.use(authentication);
