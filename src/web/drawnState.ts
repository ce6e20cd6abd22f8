import { DRAWN_STATE_ID, type DrawnState } from '../shared/screenPicture.ts';

/** What the server drew the page's screen with (a JSON script element, never run), or null for a page without a drawn screen. */
export function drawnState(): DrawnState | null {
  const text = document.getElementById(DRAWN_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as DrawnState) : null;
}
