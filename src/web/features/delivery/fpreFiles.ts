import { tokenStore } from '../../auth/tokenStore.ts';

const authorised = () => ({ authorization: `Bearer ${tokenStore.get()}` });

/** A file of the API as a blob; null when the server refuses it (its message with it). */
async function blobOf(url: string): Promise<{ blob: Blob } | { refusal: string | null }> {
  const response = await fetch(url, { headers: authorised() });
  if (response.ok) return { blob: await response.blob() };
  const body = (await response.json().catch(() => null)) as { detail?: string } | null;
  return { refusal: body?.detail ?? null };
}

const openInTab = (blob: Blob) => window.open(URL.createObjectURL(blob), '_blank', 'noopener');

/** The FPRE form of one return, opened in a new tab (GET /return/{retNumber}/form). */
export async function openForm(retNumber: string): Promise<string | null> {
  const file = await blobOf(`/api/return/${encodeURIComponent(retNumber)}/form`);
  if (!('blob' in file)) return file.refusal ?? '';
  openInTab(file.blob);
  return null;
}

/** The FPRE forms of several returns in one PDF, downloaded as FPRE.pdf (GET /return/multiform?id=A|B). */
export async function downloadForms(retNumbers: readonly string[]): Promise<string | null> {
  const file = await blobOf(`/api/return/multiform?id=${encodeURIComponent(retNumbers.join('|'))}`);
  if (!('blob' in file)) return file.refusal ?? '';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = 'FPRE.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  return null;
}

/** The signed FPRE of a return, opened in a new tab (GET /return/{retNumber}/fpre). */
export async function openFpre(retNumber: string): Promise<boolean> {
  const file = await blobOf(`/api/return/${encodeURIComponent(retNumber)}/fpre`);
  if ('blob' in file) openInTab(file.blob);
  return 'blob' in file;
}

export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends the signed FPRE (POST /return/{retNumber}/fpre, multipart field `file`) and reports its
 * progress (0–100); fetch cannot tell the progress of a body, so this one call uses XHR.
 */
export function uploadFpre(retNumber: string, version: number, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/return/${encodeURIComponent(retNumber)}/fpre?version=${version}`);
    xhr.setRequestHeader('authorization', authorised().authorization);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
