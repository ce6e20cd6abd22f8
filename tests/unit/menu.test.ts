import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../src/server/modules/admin/menu.ts';
import { defaultPermissionsOf } from '../../src/server/modules/admin/defaultRolePermissions.ts';
import { flattenPermissions } from '../../src/shared/permissions.ts';

const rows = flattenPermissions().map((p) => ({ permission_key: p.key, parent_key: p.parentKey, title: p.title, url: p.url, icon: p.icon }));

describe('buildMenu', () => {
  it('keeps held entries with a url, and groups with at least one of them', () => {
    const menu = buildMenu(rows, new Set(['approval', 'approvals.brqa', 'reportReturn', 'reports.export']));
    expect(menu).toEqual([
      {
        key: 'approval',
        title: 'Approval',
        url: null,
        icon: 'checklist',
        submenu: [{ key: 'approvals.brqa', title: 'BRQA', url: '/brqa', icon: null, submenu: [] }],
      },
    ]);
  });

  it('never shows actions', () => {
    const menu = buildMenu(rows, new Set(flattenPermissions().map((p) => p.key)));
    const all = JSON.stringify(menu);
    expect(all).not.toContain('reports.printFpre');
    expect(all).not.toContain('approvals.sales.decide');
  });
});

describe('default permissions', () => {
  it('gives a role the groups of what it holds', () => {
    expect(defaultPermissionsOf('BRQA')).toEqual(expect.arrayContaining(['approval', 'approvals.brqa', 'dashboard', 'profile']));
  });

  it('follows the visibility rules of the specification', () => {
    expect(defaultPermissionsOf('DISPLAY_ONLY')).not.toContain('reports.export');
    expect(defaultPermissionsOf('DISPLAY')).toContain('reports.export');
    expect(defaultPermissionsOf('FSS')).toContain('reports.printFpre');
    expect(defaultPermissionsOf('SALES_SERVICE')).not.toContain('reports.printFpre');
    expect(defaultPermissionsOf('FPRE')).toContain('reports.filterClients');
    expect(defaultPermissionsOf('FPRE')).not.toContain('reports.detailFilterClients');
    expect(defaultPermissionsOf('CHIEF_WAREHOUSE')).toContain('rejects.rejectReturn');
  });
});
