import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * Two facts of one thing in one cell, the one a user looks for first on top (a material's code
 * over its name, a batch over its expiry): a list keeps the columns a decider acts on in view.
 */
export function TwoLineCell({ first, second }: { first: ReactNode; second?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={500} inherit={false}>
        {first}
      </Text>
      {second ? (
        <Text size="sm" inherit={false}>
          {second}
        </Text>
      ) : null}
    </>
  );
}
