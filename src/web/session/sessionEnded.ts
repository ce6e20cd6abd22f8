/**
 * A session the server ended (signed out in another browser, by an administrator, or idle too long),
 * remembered for the tab until its sign-in page has said so (issue 54 item 4: the other browsers of
 * a user who signed out were taken to the sign-in page without a word). A flag, never a credential.
 */
const KEY = 'goodsReturn.sessionEnded';

export const sessionEnded = {
  note(): void {
    try {
      sessionStorage.setItem(KEY, '1');
    } catch {
      // No storage (the server's picture, a locked-down browser): the sign-in page just says nothing.
    }
  },
  /** Whether the session was ended since the sign-in page last said so; asking forgets it. */
  take(): boolean {
    try {
      const ended = sessionStorage.getItem(KEY) !== null;
      sessionStorage.removeItem(KEY);
      return ended;
    } catch {
      return false;
    }
  },
};
