import './styles/sortableHeader.css';
import type { MRT_Column, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';

/**
 * A sortable column's heading: its title and a button that sorts by it, named as
 * mantine-react-table names its own ("Sort by Customer Name ascending"), in plain elements.
 * The table's own heading puts a Mantine Tooltip and ActionIcon in each: on Report Header's 28
 * sortable columns, a quarter of the first render (issue 34). The button's title is the tooltip.
 */
export function SortableHeader<T extends MRT_RowData>({ column, table }: { column: MRT_Column<T>; table: MRT_TableInstance<T> }) {
  const { localization, icons } = table.options;
  const title = column.columnDef.header;
  const sorted = column.getIsSorted();
  const label = (
    sorted
      ? sorted === 'desc'
        ? localization.sortedByColumnDesc
        : localization.sortedByColumnAsc
      : column.getNextSortingOrder() === 'desc'
        ? localization.sortByColumnDesc
        : localization.sortByColumnAsc
  ).replace('{column}', title);
  const Icon = sorted === 'desc' ? icons.IconSortDescending : sorted === 'asc' ? icons.IconSortAscending : icons.IconArrowsSort;
  return (
    // The whole heading sorts on a click, as the table's own does; the button is its keyboard's and screen reader's way.
    <div className="gr-sort-labels" onClick={column.getToggleSortingHandler()}>
      <span className="gr-sort-label" data-short={title.length < 20 || undefined}>
        {title}
      </span>
      <button type="button" className="gr-sort-button mantine-focus-auto" aria-label={label} title={label} data-sorted={sorted || undefined}>
        <Icon />
      </button>
    </div>
  );
}
