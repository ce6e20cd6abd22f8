import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { adminFormsOf } from '../../src/web/features/admin/records/adminForms.ts';
import { adminScreens } from '../../src/web/features/admin/records/adminScreens.ts';
import { fieldsInOrder, labelOf } from '../../src/web/ui/schemaForm/formSchemas.ts';
import { columnFieldsOf } from '../../src/web/ui/schemaForm/schemaColumns.tsx';
import { listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

/** A row of the row schema, each field a value of its type (text fields say their name). */
function rowOf(resource: string): Record<string, unknown> {
  const properties = (adminFormsOf(resource).row.schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([field, s]) => {
      const types = ([] as unknown[]).concat(s.type);
      if (s.format === 'date-time') return [field, '2026-01-31T03:00:00.000Z'];
      if (types.includes('integer') || types.includes('number')) return [field, 7];
      if (s.enum) return [field, s.enum[0]];
      return [field, `${field}-value`];
    }),
  );
}

function renderAdmin(resource: string, answers: Record<string, (request: Request) => unknown> = {}) {
  const s = adminScreens.find((a) => a.resource === resource)!;
  const row = rowOf(resource);
  const api = answerApi({
    ...signedInAs('admin', [s.permission]),
    [`GET ${s.api}`]: () => ({ data: [row], pageNo: 1, pageSize: 10, totalRecord: 1 }),
    ...answers,
  });
  answering.push(api.stop);
  return { router: renderScreens(s.route, { env: 'test' }), calls: api.calls, row };
}

describe('the administration lists, built from forms/admin', () => {
  it.each(adminScreens.map((s) => s.resource))('%s shows its search fields and its columns from its schemas', async (resource) => {
    renderAdmin(resource);
    const { row, search, edit, create } = adminFormsOf(resource);
    const shown = columnFieldsOf(row).find((f) => String(rowOf(resource)[f]).endsWith('-value'))!;
    await listed(`${shown}-value`);
    if (search) {
      const form = document.querySelector('form')!;
      for (const field of fieldsInOrder(search)) expect(within(form).getAllByText(labelOf(search.ui, field)).length, field).toBeGreaterThan(0);
    }
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const field of columnFieldsOf(row))
      expect(
        headers.some((h) => h.includes(labelOf(row.ui, field))),
        field,
      ).toBe(true);
    expect(screen.queryByRole('button', { name: 'New' }) !== null).toBe(Boolean(edit || create));
  });

  it.each(adminScreens.map((s) => s.resource))('%s names the API paths of what its forms allow, and only those', (resource) => {
    const s = adminScreens.find((a) => a.resource === resource)!;
    const { edit, create } = adminFormsOf(resource);
    const changeable = Boolean(edit || create);
    expect(Boolean(s.paths?.create), 'create').toBe(changeable);
    expect(Boolean(s.paths?.change), 'change').toBe(Boolean(edit));
    expect(Boolean(s.paths?.remove), 'remove').toBe(changeable && !s.permanent);
  });

  it('validates a new record against its edit schema before asking the server, then shows the server refusing it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('param', { 'POST /param': () => problem(400, '999 is not a reason code of REASON.') });
    await listed('paramGroupId-value');
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please fill out this field')).length).toBe(3);
    expect(calls.some((c) => c.key === 'POST /param')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Group/ }), 'STEP_APPROVAL');
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'ROUTE_BRQA_REASONS');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value/ }), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('999 is not a reason code of REASON.')).toBeTruthy();
    const sent = calls.find((c) => c.key === 'POST /param')!;
    expect(await sent.request.json()).toEqual({ paramGroupId: 'STEP_APPROVAL', paramCode: 'ROUTE_BRQA_REASONS', paramValue: '999' });
  });

  it("keeps a record's name when it is edited, and sends only the fields of the edit form", async () => {
    const user = userEvent.setup();
    const { calls, row } = renderAdmin('setting', { 'PUT /setting/{id}': async (request) => ({ ...row, ...(await request.json()) }) });
    await listed('settingKey-value');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit settingKey-value' });
    const key = within(dialog).getByRole('textbox', { name: /^Key/ }) as HTMLInputElement;
    expect(key.readOnly || key.disabled).toBe(true);
    expect(key.value).toBe('settingKey-value');
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await user.clear(value);
    await user.type(value, '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Data has been saved!');
    const sent = calls.find((c) => c.key === 'PUT /setting/{id}')!;
    expect(new URL(sent.request.url).pathname).toBe('/api/setting/7');
    expect(await sent.request.json()).toEqual({ settingKey: 'settingKey-value', settingValue: '2026-02-01', description: 'description-value' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit settingKey-value' })).toBeNull());
  });
});

describe('users', () => {
  it('creates a user with roles chosen among the roles, plants among the plants and clients among the clients', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('user', {
      'GET /role': () => ({
        data: [{ roleId: 1, roleName: 'FSS', description: null, userCount: 2, builtIn: true }],
        pageNo: 1,
        pageSize: 1000,
        totalRecord: 1,
      }),
      'GET /plant': () => ({
        data: [{ plantCode: '1001', plantName: 'Jakarta Branch', cutOffDate: null, live: true, updateUser: null, updateDate: '2026-01-01T00:00:00.000Z' }],
        pageNo: 1,
        pageSize: 1000,
        totalRecord: 1,
      }),
      'GET /client': () => ({ data: [{ clientCode: '800072', clientName: 'PT Nusantara Consumer Goods' }], pageNo: 1, pageSize: 1000, totalRecord: 1 }),
      'POST /user': async (request) => ({ ...(await request.json()), userId: 99 }),
    });
    await listed('userName-value');
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New' });
    await user.type(within(dialog).getByRole('textbox', { name: /^User Name/ }), 'new.user');
    await user.type(within(dialog).getByRole('textbox', { name: /^Full Name/ }), 'New User');
    await user.type(within(dialog).getByRole('textbox', { name: /^Roles/ }), 'FS');
    await user.click(await screen.findByRole('option', { name: 'FSS' }, { timeout: 5000 }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Clients/ }), 'Nusantara');
    await user.click(await screen.findByRole('option', { name: '800072 - PT Nusantara Consumer Goods' }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /user')).toBe(true));
    const sent = await calls.find((c) => c.key === 'POST /user')!.request.json();
    expect(sent).toMatchObject({ userName: 'new.user', fullName: 'New User', roles: ['FSS'], clients: ['800072'], userType: 'I' });
  });
});
