import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { fileNameOf, saveFile } from '../../api/files.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';

/** What an export call of the API client answers with `parseAs: 'blob'`. */
type BlobAnswer = { data?: Blob; error?: unknown; response: Response };

/** Downloads a small workbook of the process view (variants, conformance) under the server's file name. */
export function SheetButton({ call, fallbackName }: { call: () => Promise<BlobAnswer>; fallbackName: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data, error, response } = await call();
      if (!data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
      saveFile(data, fileNameOf(response, fallbackName));
    } catch {
      showErrorDialog(t`Something went wrong!`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="compact-xs" variant="default" loading={busy} onClick={() => void download()}>
      <Trans>Excel</Trans>
    </Button>
  );
}
