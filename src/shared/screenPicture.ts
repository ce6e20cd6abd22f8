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

/** The screen's HTML, or null when the address shows no screen of that user. */
export type RenderPicture = (request: PictureRequest) => Promise<string | null>;
