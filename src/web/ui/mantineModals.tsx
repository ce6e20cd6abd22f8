import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals, loaded by DialogHost (dialogHost.tsx). The provider listens for
 * `modals.open` in layout effects; `onListening` runs in a later sibling's effect, after them.
 */
export function MantineModals({ onListening }: { onListening: () => () => void }) {
  return (
    <>
      <ModalsProvider />
      <Listening onListening={onListening} />
    </>
  );
}

function Listening({ onListening }: { onListening: () => () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}
