import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Table } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { api, type Schemas } from '../../../api/client.ts';
import { fileOf, saveFile } from '../../../api/files.ts';
import { fetchReportingProgress, multipart } from '../../../api/upload.ts';
import { showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';

type RowError = Schemas['UploadRejected']['errors'][number];

/** Every row's problems of a 422; none for another refusal. */
const rowErrorsOf = (refusal: unknown): RowError[] =>
  refusal && typeof refusal === 'object' && 'errors' in refusal && Array.isArray(refusal.errors) ? (refusal.errors as RowError[]) : [];

/**
 * Users from an Excel file (POST /user-upload): the template to fill, the file's progress, and
 * when any row is wrong, every row's problems (no user is saved then).
 */
export function UserUpload({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<{ message: string; rows: RowError[] } | null>(null);

  const close = () => {
    setOpen(false);
    setFile(null);
    setProgress(null);
    setProblems(null);
  };
  const upload = async () => {
    if (!file) return;
    setProblems(null);
    setProgress(0);
    try {
      const { data, error } = await api.POST('/user-upload', { body: { file }, bodySerializer: multipart, fetch: fetchReportingProgress(setProgress) });
      if (data) {
        close();
        onUploaded();
        showMessageDialog(t`Success`, data.message);
      } else {
        setProblems({ message: problemMessage(error, t`Something went wrong!`), rows: rowErrorsOf(error) });
      }
    } catch {
      setProblems({ message: t`Something went wrong!`, rows: [] });
    } finally {
      setProgress(null);
    }
  };
  const downloadTemplate = async () => {
    const answer = fileOf(await api.GET('/user-upload/template', { parseAs: 'blob' }));
    if ('blob' in answer) saveFile(answer.blob, 'users-template.xlsx');
    else showErrorDialog(answer.refusal ?? t`Something went wrong!`);
  };

  return (
    <>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpen(true)}>
        <Trans>Upload users</Trans>
      </Button>
      {open && (
        <Modal opened onClose={close} title={t`Upload users from Excel`} size="lg" closeOnClickOutside={false}>
          <Stack>
            <Group>
              <Button variant="subtle" onClick={() => void downloadTemplate()}>
                <Trans>Download the template</Trans>
              </Button>
            </Group>
            <FileInput label={t`Excel file`} accept=".xlsx" value={file} onChange={setFile} clearable />
            {progress !== null && <Progress value={progress} animated aria-label={t`Upload progress`} />}
            {problems && (
              <Alert color="red" title={problems.message}>
                {problems.rows.length > 0 && (
                  <Table data-testid="upload-errors">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t`Row`}</Table.Th>
                        <Table.Th>{t`Field`}</Table.Th>
                        <Table.Th>{t`Problem`}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {problems.rows.map((p, i) => (
                        <Table.Tr key={i}>
                          <Table.Td>{p.row}</Table.Td>
                          <Table.Td>{p.field}</Table.Td>
                          <Table.Td>{p.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={() => void upload()} disabled={!file} loading={progress !== null}>
                <Trans>Upload</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
