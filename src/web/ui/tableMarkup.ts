import { useEffect, type RefObject } from 'react';

/**
 * mantine-react-table writes markup that checkers refuse (issue 30 item 22): the obsolete `align`
 * attribute on every cell (its CSS variable aligns them already). This mends it in the table's own
 * part of the page as it is rendered and re-rendered; React does not write an attribute again
 * while its value is unchanged, so the mended markup stays. (Its rows-per-page label, whose id was
 * the same in every table, is replaced by ui/RowsPerPage.tsx.)
 */
export function useValidTableMarkup(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      for (const cell of root.querySelectorAll('[align]')) cell.removeAttribute('align');
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['align'] });
    return () => observer.disconnect();
  }, [container]);
}
