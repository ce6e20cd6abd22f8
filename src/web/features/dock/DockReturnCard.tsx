import { useEffect, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Card, FileButton, Group, Image, SegmentedControl, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconCamera, IconMinus, IconPlus } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { chiefWarehouseFlow, ChiefWarehouseEvent } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { itemRemarkMax } from '../../../../machines/warehouse/warehouseChecks.ts';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { Select } from '../../ui/pickers.tsx';
import { QuantityField } from '../../ui/QuantityField.tsx';
import { unitsOf, useWarehouseMessage } from '../warehouse/index.ts';
import type { DockScan } from './dockStore.ts';
import { shrinkPhoto } from '../../ui/shrinkPhoto.ts';

export type DockActor = ActorRefFrom<typeof chiefWarehouseFlow>;

interface Props {
  actor: DockActor;
  scan: DockScan;
  /** Opened from the device's store without a network. */
  offline: boolean;
  photos: Record<number, Blob>;
  onPhoto: (lineId: number, photo: Blob) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The scanned return at the dock: each line as a card with what was expected, a count with − and +
 * (whole units where the material takes no fractions), its unit, a reject with its remark and a
 * photo; then FPRE OK or Not OK with the document's remark. Every change goes through the Chief
 * Warehouse flow, the desk's own machine, which keeps the same rules.
 */
export function DockReturnCard({ actor, scan, offline, photos, onPhoto, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const message = useWarehouseMessage();
  const snapshot = useSelector(actor, (s) => s);
  const { lines, fpreStatus, docRemark, problem } = snapshot.context;
  const { row, document } = scan;
  const act = (event: ChiefWarehouseEvent) => actor.send(event);

  return (
    <Stack gap="md" data-testid="dock-return">
      <Card withBorder padding="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="wrap">
            <Title order={3}>{row.retNumber}</Title>
            {offline && <Badge color="orange" size="lg">{t`Opened offline`}</Badge>}
          </Group>
          <Text fw={600}>
            {row.customerCode} - {row.customerName}
          </Text>
          <Text size="sm">
            {t`Invoice Ref No`}: {row.invoiceNo ?? '-'} · {t`Plant`}: {row.plantCode} {row.plantName}
          </Text>
          <Text size="sm">
            {t`Upload FPRE Date`}: {formatDateTime(row.fpreUploadTime) || '-'} · {t`Handover Remarks`}: {row.handoverRemark ?? '-'}
          </Text>
          {!scan.latestPrint && (
            <Alert color="yellow" mt="xs">
              {t`This paper is from an earlier print of the FPRE; its last print was ${formatDateTime(scan.lastPrintDate)}.`}
            </Alert>
          )}
        </Stack>
      </Card>

      {lines.map((line, index) => {
        const item = document.items.find((i) => i.returnDetailId === line.approvalDetailId)!;
        const fractions = takesFractions(item.nonFraction);
        const step = (by: number) => act({ type: 'line.qty', index, qty: Math.max(0, (line.qty ?? 0) + by) });
        const photo = photos[line.approvalDetailId];
        return (
          <Card withBorder padding="md" key={line.approvalDetailId} data-testid="dock-line">
            <Stack gap="sm">
              <div>
                <Text fw={700}>
                  {item.line}. {item.materialName}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.materialCode} · {t`Batch`} {item.batch} · {t`Exp Date`} {formatDate(item.expiredDate)}
                </Text>
                <Text size="md" mt={4}>
                  {t`Expected`}: <b>{line.requestedQty}</b> {line.returnUom}
                  {fractions ? '' : ` · ${t`whole units`}`}
                </Text>
              </div>
              {!line.rejected && (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <StepButton label={t`One less`} onClick={() => step(-1)} disabled={!line.qty} icon={<IconMinus />} />
                  <QuantityField
                    aria-label={t`Counted`}
                    size="lg"
                    w={100}
                    fractions={fractions}
                    max={line.requestedQty}
                    clamp
                    value={line.qty}
                    onChange={(qty) => act({ type: 'line.qty', index, qty })}
                  />
                  <StepButton label={t`One more`} onClick={() => step(1)} disabled={(line.qty ?? 0) >= line.requestedQty} icon={<IconPlus />} />
                  <Select
                    aria-label={t`UOM`}
                    size="lg"
                    w={120}
                    allowDeselect={false}
                    data={unitsOf(line)}
                    value={line.uom || null}
                    onChange={(uom) => uom && act({ type: 'line.uom', index, uom })}
                  />
                </Group>
              )}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Switch
                  size="lg"
                  label={t`Reject this line`}
                  checked={line.rejected}
                  onChange={(e) => act({ type: 'line.reject', index, rejected: e.currentTarget.checked })}
                />
                <FileButton
                  accept="image/*"
                  capture="environment"
                  onChange={(file) => file && void shrinkPhoto(file).then((shrunk) => onPhoto(line.approvalDetailId, shrunk))}
                >
                  {(props) => (
                    <Button {...props} size="lg" variant={photo ? 'light' : 'default'} leftSection={<IconCamera />}>
                      {photo ? t`Retake photo` : t`Photo`}
                    </Button>
                  )}
                </FileButton>
              </Group>
              {photo && <PhotoPreview photo={photo} alt={t`Photo of line ${item.line}`} />}
              <Textarea
                size="lg"
                label={line.rejected ? t`Why is it rejected?` : t`Remark`}
                maxLength={itemRemarkMax}
                autosize
                minRows={1}
                value={line.remark}
                error={problem?.field === `items.${index}.remark` ? message(problem) : undefined}
                onChange={(e) => act({ type: 'line.remark', index, remark: e.currentTarget.value })}
              />
            </Stack>
          </Card>
        );
      })}

      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text fw={700}>
            <Trans>The signed FPRE</Trans>
          </Text>
          <SegmentedControl
            size="lg"
            fullWidth
            aria-label={t`Action For All`}
            data={[
              { value: 'A', label: t`FPRE OK` },
              { value: 'R', label: t`Not OK` },
            ]}
            value={fpreStatus ?? ''}
            onChange={(status) => act({ type: 'doc.status', status: status as 'A' | 'R' })}
          />
          <Textarea
            size="lg"
            label={t`Document Remark`}
            maxLength={itemRemarkMax}
            autosize
            minRows={1}
            value={docRemark}
            onChange={(e) => act({ type: 'doc.remark', remark: e.currentTarget.value })}
          />
        </Stack>
      </Card>
      {problem && <Alert color="red">{message(problem)}</Alert>}
      <Group grow>
        <Button size="lg" variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="lg" onClick={onSave} disabled={!snapshot.can({ type: 'warehouse.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** A photo kept on the device, shown from its blob (the address is let go with it). */
function PhotoPreview({ photo, alt }: { photo: Blob; alt: string }) {
  const src = useMemo(() => URL.createObjectURL(photo), [photo]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  return <Image src={src} alt={alt} h={120} w="auto" fit="contain" radius="sm" />;
}

/** − or + beside a count: a square a finger finds (52 px). */
function StepButton({ label, onClick, disabled, icon }: { label: string; onClick: () => void; disabled: boolean; icon: ReactNode }) {
  return (
    <ActionIcon size={52} variant="default" aria-label={label} onClick={onClick} disabled={disabled}>
      {icon}
    </ActionIcon>
  );
}
