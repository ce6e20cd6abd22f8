import { answered, bearer } from './client.ts';

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * Posts a multipart form to the API and reports its progress (0–100). fetch cannot tell the
 * progress of a body, so this one helper uses XHR; it signs the request and ends the session on
 * a 401 by the API client's own rule (api/client.ts). Every other call goes through `api`.
 */
export function uploadWithProgress(path: string, form: FormData, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const authorization = bearer();
    xhr.open('POST', `/api${path}`);
    if (authorization) xhr.setRequestHeader('authorization', authorization);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      answered(xhr.status, Boolean(authorization));
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted.'));
    xhr.send(form);
  });
}
