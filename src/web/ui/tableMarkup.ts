import { useEffect, useId, type RefObject } from 'react';

/**
 * mantine-react-table writes markup that checkers refuse (issue 30 item 22): the obsolete `align`
 * attribute on every cell (its CSS variable aligns them already), and the rows-per-page label's
 * id fixed as `rpp-label`, repeated when two tables share a page. This mends both in the table's
 * own part of the page as it is rendered and re-rendered; React does not write an attribute again
 * while its value is unchanged, so the mended markup stays.
 */
export function useValidTableMarkup(container: RefObject<HTMLElement | null>): void {
  const labelId = `${useId()}-rows-per-page`;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mend = () => {
      for (const cell of root.querySelectorAll('[align]')) cell.removeAttribute('align');
      for (const label of root.querySelectorAll('#rpp-label')) label.id = labelId;
      for (const input of root.querySelectorAll('[aria-labelledby="rpp-label"]')) input.setAttribute('aria-labelledby', labelId);
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['align', 'id', 'aria-labelledby'] });
    return () => observer.disconnect();
  }, [container, labelId]);
}
