import type { components } from '../../generated/api.d.ts';

/**
 * What the server gives its picture of a screen (web/ServerPicture.tsx, built to dist/picture)
 * and what it gets back: the page's address and who asks, a signed-in browser's session.
 */
export interface PictureRequest {
  /** The path and query the browser asked for. */
  url: string;
  /** An access token of the user, for the routes' guards and the screen's queries; it stays on the server. */
  accessToken: string;
  /** Answers the screen's API requests (the server itself, in the same process). */
  answer: (request: Request) => Promise<Response>;
  user: components['schemas']['CurrentUser'];
  menu: components['schemas']['MenuItem'][];
}

/**
 * A screen drawn on the server: its HTML, and what the page needs to take it over as it is
 * (hydration: main.tsx) — the session it was drawn for and the answers it was drawn with.
 */
export interface DrawnScreen {
  html: string;
  state: DrawnState;
}

/** What the page reads before it takes the drawn screen over: the same as the server drew with. */
export interface DrawnState {
  /** The address drawn: the page's, or the one its route sent it to (a beforeLoad redirect: Report Header without plants). */
  url: string;
  user: PictureRequest['user'];
  menu: PictureRequest['menu'];
  /** The screen's queries and their answers (TanStack Query's dehydrated state). */
  answers: unknown;
}

/** The id of the page's element that carries the DrawnState, as JSON (a script element of that type: never run). */
export const DRAWN_STATE_ID = 'drawn-state';

/** The screen drawn, or null when the address shows no screen of that user. */
export type RenderPicture = (request: PictureRequest) => Promise<DrawnScreen | null>;
