import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Schemas } from '../../src/web/api/client.ts';
import { ReturnHeaderFields } from '../../src/web/features/approvals/ReturnHeaderFields.tsx';
import { messages } from '../../src/web/i18n/locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages });
afterEach(cleanup);

const completed: Schemas['ReturnDocument'] = {
  returnId: 7,
  retNumber: 'APL100126000003',
  returnType: 'NONMTKA',
  draft: false,
  status: 'A',
  stepCode: 'END',
  route: ['SALES', 'CD', 'CW'],
  version: 8,
  lifecycle: { value: { completed: 'invoiced' }, context: {} },
  customerCode: '30000001',
  customerName: 'Apotek Sehat',
  plantCode: '1001',
  plantName: 'Jakarta',
  printStatus: 'Y',
  createdUserName: 'sales_service',
  createdByName: 'Sari Wulandari',
  createdDate: '2026-11-02T03:00:00.000Z',
  items: [],
  soStatus: 'SUCCESS',
  soNo: '5000000123',
  invoiceReturnNo: '9000000123',
};

const show = (document: Schemas['ReturnDocument']) =>
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <ReturnHeaderFields document={document} />
      </I18nProvider>
    </MantineProvider>,
  );

describe('a return header', () => {
  it('shows the sales order and the return invoice number the ERP gave', () => {
    show(completed);
    expect((screen.getByRole('textbox', { name: 'Sales Order Number' }) as HTMLInputElement).value).toBe('5000000123');
    expect((screen.getByRole('textbox', { name: 'Invoice Return Number' }) as HTMLInputElement).value).toBe('9000000123');
  });

  it('leaves them out while the ERP has not given them', () => {
    show({ ...completed, soNo: null, invoiceReturnNo: null });
    expect(screen.queryByRole('textbox', { name: 'Sales Order Number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Invoice Return Number' })).toBeNull();
  });
});
