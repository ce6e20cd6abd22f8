import { problemMessage } from '../i18n/problemMessage.ts';

/** Files the API sends, as the browser opens or saves them. */

type BlobAnswer = { data?: Blob | undefined; error?: unknown };

/** A file of the API (a call with `parseAs: 'blob'`) as a blob, or the server's refusal (its message in the user's language, when it gave one). */
export function fileOf({ data, error }: BlobAnswer): { blob: Blob } | { refusal: string | null } {
  if (data) return { blob: data };
  return { refusal: problemMessage(error, '') || null };
}

/** Opens a file in a new tab (a PDF, a photo). */
export function openInTab(blob: Blob): void {
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

/** Saves a file under `fileName` (the browser's download). */
export function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the download has surely taken the blob, the address would only hold its memory.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** The file name the server gave (Content-Disposition's filename), or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * A file the API streams (a call with `parseAs: 'stream'`), read to its end into a blob while
 * `onProgress` hears how many bytes came so far: an export is written as it is read, so its
 * length is not known before it ends.
 */
export async function readWithProgress(stream: ReadableStream<Uint8Array>, type: string, onProgress: (bytes: number) => void): Promise<Blob> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts as BlobPart[], { type });
}
