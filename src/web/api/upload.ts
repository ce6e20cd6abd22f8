/**
 * Files go through the one API client like every call (its types, its bearer token, its 401
 * rule: api/client.ts). Two pieces make that possible: the multipart body openapi.yaml declares
 * (`{ file }`) framed as FormData, and, where the user watches a file go, a fetch that tells its
 * progress.
 */

/** A multipart body as the contract declares it, as the FormData the browser frames (openapi-fetch sends it as it is). */
export function multipart(body: Record<string, Blob | string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  return form;
}

// A response to these may carry no body (Response refuses one).
const bodiless = new Set([101, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch for the API client's `fetch` option that reports the body's progress (0–100): fetch
 * cannot tell how much of a body has gone, XMLHttpRequest can. It sends the request the client
 * made (its address, headers and multipart body) and answers as fetch would.
 */
export function fetchReportingProgress(onProgress: (percent: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
      xhr.onload = () =>
        resolve(
          new Response(bodiless.has(xhr.status) ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }),
        );
      // fetch's own failure, so callers treat a broken upload as any failed call.
      xhr.onerror = () => reject(new TypeError('The upload was interrupted.'));
      xhr.onabort = xhr.onerror;
      xhr.send(body);
    });
  };
}
