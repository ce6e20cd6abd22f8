// Shown outside the first page's script: it brings the rest of Mantine's styles.
import './styles/rest.css';
import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { ServerState } from '../api/serverState.tsx';

/**
 * Mantine's modals, loaded by DialogHost (dialogHost.tsx). The provider listens for
 * `modals.open` in layout effects; `onListening` runs in a later sibling's effect, after them.
 */
export function MantineModals({ onListening }: { onListening: () => () => void }) {
  return (
    <>
      {/* A dialog's content may read the server, as the screens do. */}
      <ServerState>
        <ModalsProvider />
      </ServerState>
      <Listening onListening={onListening} />
    </>
  );
}

function Listening({ onListening }: { onListening: () => () => void }) {
  useEffect(onListening, [onListening]);
  return null;
}
