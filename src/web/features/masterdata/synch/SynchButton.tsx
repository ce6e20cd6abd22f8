import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSession } from '../../../session/session.tsx';
import { SynchDialog } from './SynchDialog.tsx';
import { synchForms, type SynchForm } from './synchForms.ts';

/** The Sync button of a lookup (CRP RGP's): one kind's dialog, for users who may synchronise. */
export function SynchButton({ kind }: { kind: SynchForm['kind'] }) {
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const form = synchForms.find((f) => f.kind === kind)!;
  if (!can('masterdata.synch')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setOpen(true)}>
        <Trans>Sync</Trans>
      </Button>
      {open && <SynchDialog form={form} onClose={() => setOpen(false)} />}
    </>
  );
}
