import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';

/** A table row's name as a button that picks the row (the row itself picks on a click too; the button is its keyboard way). */
export function PickLink({ onPick, children }: { onPick: () => void; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      onClick={(event) => {
        event.stopPropagation();
        onPick();
      }}
    >
      {children}
    </Anchor>
  );
}
