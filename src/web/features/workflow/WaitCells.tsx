import { Badge, Table } from '@mantine/core';
import { durationText, heatOf } from './heat.ts';

/** A move's waits in a table row: the median, coloured against its target, and the 90th percentile. */
export function WaitCells({ medianSeconds, p90Seconds }: { medianSeconds: number; p90Seconds: number }) {
  return (
    <>
      <Table.Td>
        <Badge color={heatOf(medianSeconds)} variant="light">
          {durationText(medianSeconds)}
        </Badge>
      </Table.Td>
      <Table.Td>{durationText(p90Seconds)}</Table.Td>
    </>
  );
}
