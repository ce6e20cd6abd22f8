/**
 * The names of the browser session's cookies (issue 35; gr-wal: the primary's log position after
 * the user's last write, issue 36), shared by the server that sets them and
 * the page that reads the CSRF one. Over HTTPS each carries the `__Host-` prefix.
 */
export const sessionCookieNames = { session: 'gr-session', csrf: 'gr-csrf', oidc: 'gr-oidc', wal: 'gr-wal' } as const;

export const HOST_PREFIX = '__Host-';
