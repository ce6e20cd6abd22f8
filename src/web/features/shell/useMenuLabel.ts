import { useLingui } from '@lingui/react';
import { isPermissionKey } from '../../../shared/permissions.ts';
import type { MenuItem } from '../../session/session.tsx';
import { menuLabels } from '../../i18n/menuLabels.ts';

/** A menu entry's title in the user's language; the server's title for an entry we do not know. */
export function useMenuLabel(): (item: Pick<MenuItem, 'key' | 'title'>) => string {
  const { i18n } = useLingui();
  return (item) => (isPermissionKey(item.key) ? i18n._(menuLabels[item.key]) : item.title);
}
