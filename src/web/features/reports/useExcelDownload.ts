import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fileNameOf, readWithProgress, saveFile } from '../../api/files.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';

/** What an export call of the API client answers with `parseAs: 'stream'`. */
type StreamAnswer = { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response };

/**
 * An Excel export downloaded with its progress (DESIGN §7: long work shows progress): `received`
 * is the bytes come so far while it runs, null otherwise; a refusal shows the server's message.
 */
export function useExcelDownload() {
  const { t } = useLingui();
  const [received, setReceived] = useState<number | null>(null);
  const download = async (call: () => Promise<StreamAnswer>, fallbackName: string) => {
    setReceived(0);
    try {
      const { data, error, response } = await call();
      if (!data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
      const blob = await readWithProgress(data, response.headers.get('content-type') ?? '', setReceived);
      saveFile(blob, fileNameOf(response, fallbackName));
    } catch {
      showErrorDialog(t`Something went wrong!`);
    } finally {
      setReceived(null);
    }
  };
  return { received, download };
}
