// Shown outside the first page's script: it brings the rest of Mantine's styles.
import './styles/rest.css';
import { Fragment, useEffect, type ComponentType, type ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals, loaded by DialogHost (dialogHost.tsx). The provider listens for
 * `modals.open` in layout effects; `onListening` runs in a later sibling's effect, after them.
 */
export function MantineModals({
  onListening,
  frame: Frame = Fragment,
}: {
  onListening: () => () => void;
  frame?: ComponentType<{ children: ReactNode }> | undefined;
}) {
  return (
    <>
      <Frame>
        <ModalsProvider />
      </Frame>
      <Listening onListening={onListening} />
    </>
  );
}

function Listening({ onListening }: { onListening: () => () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}
