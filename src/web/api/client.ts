import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../../generated/api.d.ts';
import { tokenStore } from '../auth/tokenStore.ts';

export type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];

/** Adds the bearer token; a 401 on a signed-in call ends the session. */
const authentication: Middleware = {
  onRequest({ request }) {
    const token = tokenStore.get();
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('authorization') && tokenStore.get()) tokenStore.set(null);
    return response;
  },
};

/** The one API client of the browser, typed from openapi.yaml. */
export const api = createClient<paths>({ baseUrl: '/api' });
api.use(authentication);

export type Api = typeof api;
