import { flattenPermissions, permissionTree, type PermissionNode } from '../../../../shared/permissions.ts';

export interface TreeNode {
  key: string;
  title: string;
  url: string | null;
  checked: boolean;
  state: 'checked' | 'partial' | 'unchecked';
  children: TreeNode[];
}

/**
 * The permission catalogue as a role holds it: each node checked when the role holds its key,
 * and its state checked when it and every node below are held, partial when some are.
 */
export function treeOf(held: ReadonlySet<string>, nodes: readonly PermissionNode[] = permissionTree): TreeNode[] {
  return nodes.map((node) => {
    const children = treeOf(held, node.children ?? []);
    const checked = held.has(node.key);
    const all = checked && children.every((c) => c.state === 'checked');
    const none = !checked && children.every((c) => c.state === 'unchecked');
    return { key: node.key, title: node.title, url: node.url ?? null, checked, state: all ? 'checked' : none ? 'unchecked' : 'partial', children };
  });
}

const parentOf = new Map(flattenPermissions().map((p) => [p.key as string, p.parentKey as string | null]));

/** The keys with every menu group and screen above them: an action is held with its screen, a screen with its menu. */
export function withAncestors(keys: readonly string[]): string[] {
  const held = new Set<string>();
  for (const key of keys) {
    for (let at: string | null | undefined = key; at && !held.has(at); at = parentOf.get(at)) held.add(at);
  }
  return flattenPermissions()
    .map((p) => p.key as string)
    .filter((k) => held.has(k));
}

/** The keys that are not in the catalogue. */
export const unknownKeys = (keys: readonly string[]) => keys.filter((k) => !parentOf.has(k));
