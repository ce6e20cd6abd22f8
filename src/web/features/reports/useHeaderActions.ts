import { createElement, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { modals } from '@mantine/modals';
import { api } from '../../api/client.ts';
import { openDialog, showConfirmDialog, showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { openFpre } from '../delivery/index.ts';
import type { ActionTarget, HeaderColumnsProps } from './headerColumns.tsx';
import { headerMessages } from './headerMessageLabels.ts';
import { RejectRemarks } from './RejectRemarks.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long Retry Send To SAP waits for the ERP's answer before it says the order is on its way. */
const SALES_ORDER_WAIT_MS = 6000;

/** The sales order of a return once the ERP answered (or the wait ran out): its status, number and error. */
async function salesOrderAnswer(returnId: number) {
  for (let waited = 0; ; waited += 300) {
    const { data } = await api.GET('/return/{id}/header-detail', { params: { path: { id: returnId } } });
    if (!data || data.soStatus !== 'PENDING' || waited >= SALES_ORDER_WAIT_MS) return data;
    await wait(300);
  }
}

/**
 * The Report Header's actions on a row (spec 000 §2.5, §4, §8), each through its call and with the
 * specification's messages; `done` runs after a change (the list is read again).
 */
export function useHeaderActions(done: () => void): HeaderColumnsProps['act'] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const saved = (message: string) => showMessageDialog(i18n._(headerMessages.saved), message, done);
    const failed = (error: unknown, fallback = i18n._(headerMessages.somethingWrong)) => showErrorDialog(problemMessage(error, fallback));
    return {
      remove: (row: ActionTarget) => {
        const retNumber = row.retNumber;
        showConfirmDialog(t`Are you sure want to delete? ${retNumber}`, () => {
          void api.DELETE('/return/{id}', { params: { path: { id: row.returnId } } }).then(({ data, error }) => {
            if (!data) return failed(error, t`Something went wrong!`);
            showMessageDialog(t`Success`, data.message, done);
          });
        });
      },
      reject: (row: ActionTarget) => {
        const id = openDialog({
          title: t`Reject`,
          children: createElement(RejectRemarks, {
            retNumber: row.retNumber,
            onCancel: () => modals.close(id),
            onReject: async (remark: string) => {
              if (!remark.trim()) return showErrorDialog(i18n._(headerMessages.writeRemarks));
              const { data, error } = await api.POST('/return/reject/{id}', {
                params: { path: { id: row.returnId }, query: { version: row.version } },
                body: { remark },
              });
              if (!data) return failed(error, t`Something went wrong!`);
              modals.close(id);
              saved(data.message);
            },
          }),
        });
      },
      retrySalesOrder: (row: ActionTarget) => {
        void (async () => {
          const { data, error } = await api.POST('/return/{retNumber}/sendSO', { params: { path: { retNumber: row.retNumber } } });
          if (!data) return failed(error);
          const now = await salesOrderAnswer(row.returnId);
          const soNo = now?.soNo;
          if (now?.soStatus === 'SUCCESS' && soNo) return saved(t`Return have been Saved, your Sales Order number : ${soNo}`);
          if (now?.soStatus === 'FAILED') {
            done();
            return showErrorDialog(now.soLastError || i18n._(headerMessages.somethingWrong));
          }
          saved(data.message);
        })();
      },
      getInvoice: (row: ActionTarget) => {
        void api.POST('/return/{id}/getInvoice', { params: { path: { id: row.returnId } } }).then(({ data, error }) => {
          if (!data) return failed(error);
          const invoice = data.data.invoiceReturnNo;
          if (invoice) return saved(t`your Invoice return number : ${invoice}`);
          showMessageDialog(t`Get Invoice`, data.message, done);
        });
      },
      retryFareye: (row: ActionTarget) => {
        void api.POST('/request/{retNumber}/fareye', { params: { path: { retNumber: row.retNumber } } }).then(({ data, error }) => {
          if (!data) return failed(error);
          saved(data.message);
        });
      },
      downloadFpre: (row: ActionTarget) => {
        void openFpre(row.retNumber).then((ok) => ok || showErrorDialog(i18n._(headerMessages.somethingWrong)));
      },
    };
  }, [t, i18n, done]);
}
