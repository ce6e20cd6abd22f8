import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';

interface Props {
  fileName: string | null;
  uploaded: boolean;
  progress: number | null;
  /** What the flow takes now (its `can`). */
  can: { choose: boolean; open: boolean; remove: boolean };
  onChoose: (file: File) => void;
  onOpen: () => void;
  onDelete: () => void;
}

/** The signed FPRE on the delivery detail: its upload (pdf, png, jpg or jpeg, at most 3 MB) with progress, then a row to open or delete it. */
export function FpreDocument({ fileName, uploaded, progress, can, onChoose, onOpen, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(file) => file && onChoose(file)} accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg">
          {(props) => (
            <Button variant="light" disabled={!can.choose} {...props}>
              <Trans>Upload FPRE</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          <Trans>pdf, png, jpg or jpeg; at most 3 MB</Trans>
        </Text>
      </Group>
      {progress !== null && <Progress value={progress} animated striped size="lg" aria-label={t`Upload progress`} />}
      {uploaded && (
        <Table withTableBorder data-testid="fpre-document">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Anchor component="button" type="button" disabled={!can.open} onClick={onOpen}>
                  {fileName ?? t`FPRE`}
                </Anchor>
              </Table.Td>
              <Table.Td w={120}>
                <Button size="compact-xs" color="red" variant="light" disabled={!can.remove} onClick={onDelete}>
                  <Trans>Delete</Trans>
                </Button>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
