import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { shrinkPhoto } from '../../ui/shrinkPhoto.ts';

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

/**
 * The signed FPRE on the delivery detail: its upload (pdf, png, jpg or jpeg, at most 3 MB) with
 * progress, then a row to open or delete it. On a touch screen the signed paper can also be
 * photographed with the tablet's camera (an image capture input); the same checks follow.
 */
export function FpreDocument({ fileName, uploaded, progress, can, onChoose, onOpen, onDelete }: Props) {
  const { t } = useLingui();
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
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
        {touch && (
          <FileButton onChange={(file) => file && void shrinkPhoto(file).then(onChoose)} accept="image/jpeg,image/png" capture="environment">
            {(props) => (
              <Button variant="light" leftSection={<IconCamera size={18} />} disabled={!can.choose} {...props}>
                <Trans>Take photo</Trans>
              </Button>
            )}
          </FileButton>
        )}
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
