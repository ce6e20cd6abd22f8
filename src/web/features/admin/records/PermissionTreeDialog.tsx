import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../../../api/client.ts';
import { menuLabels } from '../../../i18n/menuLabels.ts';
import { showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';
import type { PermissionKey } from '../../../../shared/permissions.ts';

type Node = Schemas['PermissionTreeNode'];

const keysUnder = (node: Node): string[] => [node.key, ...node.children.flatMap(keysUnder)];

/** Checked, partly checked (some of what is under it) or not, from the keys held. */
function stateOf(node: Node, held: Set<string>): 'checked' | 'partial' | 'unchecked' {
  const keys = keysUnder(node);
  const count = keys.filter((k) => held.has(k)).length;
  if (count === 0) return 'unchecked';
  return count === keys.length ? 'checked' : 'partial';
}

/**
 * A role's permission tree (spec 002 §2 Roles): every menu, screen and action of the catalogue
 * with a checkbox; a group shows partly checked when some of it is held; checking a node checks
 * what is under it. Saved for the role; it counts from its users' next request.
 */
export function PermissionTreeDialog({ roleId, roleName, onClose }: { roleId: number; roleName: string; onClose: (saved: boolean) => void }) {
  const { t, i18n } = useLingui();
  const tree = useQuery({
    queryKey: ['GET /permission/tree/{id}', roleId],
    queryFn: async () => (await api.GET('/permission/tree/{id}', { params: { path: { id: roleId } } })).data?.data ?? null,
  });
  const [held, setHeld] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (tree.data && !held) setHeld(new Set(tree.data.nodes.flatMap(keysUnder).filter((key) => findNode(tree.data!.nodes, key)?.checked)));
  }, [tree.data, held]);

  const toggle = (node: Node, on: boolean) =>
    setHeld((current) => {
      const next = new Set(current);
      for (const key of keysUnder(node)) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const save = async () => {
    const { data, error } = await api.POST('/permission/tree/{id}', { params: { path: { id: roleId } }, body: { keys: [...(held ?? [])] } });
    if (error || !data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    onClose(true);
    showMessageDialog(t`Success`, data.message);
  };
  const label = (node: Node) => {
    const known = menuLabels[node.key as PermissionKey];
    return known ? i18n._(known) : node.title;
  };

  const render = (nodes: Node[], depth: number) =>
    nodes.map((node) => {
      const state = stateOf(node, held ?? new Set());
      return (
        <Box key={node.key} pl={depth * 24}>
          <Checkbox
            my={4}
            label={label(node)}
            checked={state === 'checked'}
            indeterminate={state === 'partial'}
            onChange={(e) => toggle(node, e.currentTarget.checked)}
            data-permission={node.key}
          />
          {render(node.children, depth + 1)}
        </Box>
      );
    });

  return (
    <Modal opened onClose={() => onClose(false)} title={t`Permissions of ${roleName}`} size="lg" closeOnClickOutside={false}>
      <Stack>
        {held && tree.data ? (
          <ScrollArea.Autosize mah="60vh">{render(tree.data.nodes, 0)}</ScrollArea.Autosize>
        ) : (
          <Text c="dimmed">
            <Trans>Please wait...</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} disabled={!held}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function findNode(nodes: Node[], key: string): Node | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
