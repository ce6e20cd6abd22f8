import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the dock asks of a barcode reader: the codes it finds in one video frame. */
export interface CodeReader {
  detect(frame: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

declare global {
  // Chromium's own reader where the platform has one (Android, ChromeOS, macOS): not in TypeScript's DOM types yet.
  var BarcodeDetector: ((new (options: { formats: string[] }) => CodeReader) & { getSupportedFormats(): Promise<string[]> }) | undefined;
}

/**
 * A Code 128 reader: the browser's BarcodeDetector when it reads Code 128, else the same API in
 * WebAssembly (barcode-detector with zxing-wasm), its module served by this application so the
 * camera scan works offline like the rest of the dock.
 */
export async function codeReader(): Promise<CodeReader> {
  const native = globalThis.BarcodeDetector;
  const formats: string[] = native ? await native.getSupportedFormats().catch(() => []) : [];
  if (native && formats.includes('code_128')) return new native({ formats: ['code_128'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['code_128'] });
}
