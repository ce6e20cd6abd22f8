/** Characters RFC 5987 allows unencoded in `filename*` (attr-char); everything else is percent-encoded. */
const attrChar = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function percentEncoded(fileName: string): string {
  return [...fileName]
    .map((c) => (attrChar.test(c) ? c : encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`)))
    .join('');
}

/**
 * The Content-Disposition of every file the API sends (photos, FPRE documents, PDF forms), so
 * the browser opens or saves it under its own name. A header may only hold Latin-1, so a name
 * like `фото подписи.png` or `署名済み.png` goes in `filename*` (RFC 6266, UTF-8 percent-encoded
 * per RFC 5987) with an ASCII `filename` beside it for clients that do not read `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `${kind}; filename="${fileName}"`;
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${percentEncoded(fileName)}`;
}
