import { api } from '../../api/client.ts';
import { fileOf, openInTab, saveFile } from '../../api/files.ts';
import { fetchReportingProgress, multipart } from '../../api/upload.ts';

/** The FPRE form of one return, opened in a new tab (GET /return/{retNumber}/form). */
export async function openForm(retNumber: string): Promise<string | null> {
  const file = fileOf(await api.GET('/return/{retNumber}/form', { params: { path: { retNumber } }, parseAs: 'blob' }));
  if (!('blob' in file)) return file.refusal ?? '';
  openInTab(file.blob);
  return null;
}

/** The FPRE forms of several returns in one PDF, downloaded as FPRE.pdf (GET /return/multiform?id=A|B). */
export async function downloadForms(retNumbers: readonly string[]): Promise<string | null> {
  const file = fileOf(await api.GET('/return/multiform', { params: { query: { id: retNumbers.join('|') } }, parseAs: 'blob' }));
  if (!('blob' in file)) return file.refusal ?? '';
  saveFile(file.blob, 'FPRE.pdf');
  return null;
}

/** The signed FPRE of a return, opened in a new tab (GET /return/{retNumber}/fpre). */
export async function openFpre(retNumber: string): Promise<boolean> {
  const file = fileOf(await api.GET('/return/{retNumber}/fpre', { params: { path: { retNumber } }, parseAs: 'blob' }));
  if ('blob' in file) openInTab(file.blob);
  return 'blob' in file;
}

/** Sends the signed FPRE (POST /return/{retNumber}/fpre, multipart field `file`) and reports its progress (0–100). */
export function uploadFpre(retNumber: string, version: number, file: File, onProgress: (percent: number) => void) {
  return api.POST('/return/{retNumber}/fpre', {
    params: { path: { retNumber }, query: { version } },
    body: { file },
    bodySerializer: multipart,
    fetch: fetchReportingProgress(onProgress),
  });
}
