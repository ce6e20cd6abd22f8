import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/** What a keyboard user can do with a focused row of a list. */
export interface RowActions {
  /** Space: selects or unselects the row (lists with a selection). */
  toggle?: (() => void) | undefined;
  /** Enter: opens the row, as a click on its return number does. */
  open?: (() => void) | undefined;
}

/** The rows of one table body that answer the keyboard: every other row of the body (a detail panel's) is skipped. */
const rowSelector = 'tr[data-row-key]';

function moveFocus(from: HTMLElement, key: string): boolean {
  const rows = Array.from(from.closest('tbody')?.querySelectorAll<HTMLElement>(rowSelector) ?? []);
  const at = rows.indexOf(from);
  const target = { ArrowDown: rows[at + 1], ArrowUp: rows[at - 1], Home: rows[0], End: rows.at(-1) }[key];
  if (!target) return false;
  target.focus();
  return true;
}

/**
 * The keyboard of a list's rows (issue 16): the rows are one stop of the Tab order (the row
 * focused last keeps it while it is shown, else the first); Up, Down, Home and End move between rows,
 * Space selects, Enter opens. Keys typed into a control inside the row stay that control's.
 */
export function useRowKeyboard(rowKeys: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  const tabStop = current !== null && rowKeys.includes(current) ? current : rowKeys[0];

  return (rowKey: string, actions: RowActions) => ({
    'data-row-key': rowKey,
    tabIndex: rowKey === tabStop ? 0 : -1,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target === event.currentTarget) setCurrent(rowKey);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return;
      const handled =
        event.key === ' ' && actions.toggle
          ? (actions.toggle(), true)
          : event.key === 'Enter' && actions.open
            ? (actions.open(), true)
            : moveFocus(event.currentTarget, event.key);
      if (handled) event.preventDefault();
    },
  });
}
