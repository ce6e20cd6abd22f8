import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useSession } from '../../../session/session.tsx';
import { SynchDialog } from './SynchDialog.tsx';
import { creationSynchForms, type SynchForm } from './synchForms.ts';

/**
 * The Synch dropdown of the creation screens (spec 001 §2.10): pulls master data from SAP. Shown
 * only to users who may synchronise; the server checks the same permission.
 */
export function SynchMenu() {
  const { i18n } = useLingui();
  const { can } = useSession();
  const [open, setOpen] = useState<SynchForm | null>(null);
  if (!can('masterdata.synch')) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconRefresh size={16} />} rightSection={<IconChevronDown size={14} />}>
            <Trans>Synch</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {creationSynchForms.map((form) => (
            <Menu.Item key={form.kind} onClick={() => setOpen(form)}>
              {i18n._(form.menuLabel)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open && <SynchDialog form={open} onClose={() => setOpen(null)} />}
    </>
  );
}
