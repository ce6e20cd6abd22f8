import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { changeMessages } from '../../machines/approvals/approvalChangeRules.ts';
import { decisionMessages } from '../../machines/approvals/decisionRules.ts';
import { deliveryMessages } from '../../machines/delivery/deliveryRules.ts';
import { rejectMessages } from '../../machines/rejects/rejectRules.ts';
import { batchChangeMessages } from '../../machines/returns/lineChanges.ts';
import { rtvHeaderMessages } from '../../machines/returns/rtvHeader.ts';
import { saveMessages } from '../../machines/returns/saveRules.ts';
import { exceedsRequested, warehouseMessages, type WarehouseProblem } from '../../machines/warehouse/warehouseChecks.ts';
import { changeMessageLabels } from '../../src/web/features/approvalChanges/changeMessageLabels.ts';
import { decisionMessageLabels } from '../../src/web/features/approvals/decisionMessageLabels.ts';
import { deliveryMessageLabels } from '../../src/web/features/delivery/deliveryMessageLabels.ts';
import { rejectMessageLabels } from '../../src/web/features/rejects/rejectMessageLabels.ts';
import { batchChangeLabels, rtvHeaderLabels, saveMessageLabels } from '../../src/web/features/returns/saveMessageLabels.ts';
import { useWarehouseMessage } from '../../src/web/features/warehouse/warehouseMessages.ts';
import { messages as english } from '../../src/web/i18n/locales/en/messages.po';

i18n.loadAndActivate({ locale: 'en', messages: english });

/** What a table of labels says in English, by code. */
const said = (labels: Record<string, MessageDescriptor>) => Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, i18n._(label)]));

/** The requested quantity an actual one exceeds, in the one warehouse message that names a number. */
const requested = 7;

/** What the warehouse screen says for each problem of its checks, in English (a hook: its words take the problem's quantity). */
function warehouseSays(): Record<string, string> {
  let say: ((problem: WarehouseProblem) => string) | undefined;
  const Screen = () => {
    say = useWarehouseMessage();
    return null;
  };
  renderToString(createElement(I18nProvider, { i18n }, createElement(Screen)));
  const codes = [...Object.keys(warehouseMessages), 'exceedsRequested'] as WarehouseProblem['code'][];
  return Object.fromEntries(codes.map((code) => [code, say!({ code, detail: '', field: '', requested })]));
}

/** Each rule set of machines/ (what the server says) and what the browser says for it. */
const pairs: [string, Record<string, string>, Record<string, string>][] = [
  ['save checks', saveMessages, said(saveMessageLabels)],
  ['RTV header', rtvHeaderMessages, said(rtvHeaderLabels)],
  ['batch change', batchChangeMessages, said(batchChangeLabels)],
  ['approval decisions', decisionMessages, said(decisionMessageLabels)],
  ['approval changes', changeMessages, said(changeMessageLabels)],
  ['Chief Delivery', deliveryMessages, said(deliveryMessageLabels)],
  ['reject return', rejectMessages, said(rejectMessageLabels)],
  ['Chief Warehouse', { ...warehouseMessages, exceedsRequested: exceedsRequested(requested) }, warehouseSays()],
];

describe('rule messages in the browser', () => {
  for (const [name, messages, labels] of pairs) {
    it(`say in English exactly what the server says: ${name}`, () => {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(messages).sort());
      for (const [code, message] of Object.entries(messages)) expect(labels[code], code).toBe(message);
    });
  }
});
