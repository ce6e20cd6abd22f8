// The table's styles load with the first screen that shows one, not with the sign-in page.
import 'mantine-react-table/styles.css';
import './styles/dataTable.css';
import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useValidTableMarkup } from './tableMarkup.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_Row,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
} from 'mantine-react-table';
import { standardPageSizes } from './listAddress.ts';
import { useRowKeyboard } from './rowKeyboard.ts';
import { RowsPerPage } from './RowsPerPage.tsx';
import { SelectionCount } from './SelectionCount.tsx';
import { SortableHeader } from './SortableHeader.tsx';
import { useTableLocalization } from './useTableLocalization.ts';
import { pageQuery } from './pageQuery.ts';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** The cursor of the page before, when the table has it: the server reads on from it (keyset). */
  after?: string;
}

export interface PageResult<T> {
  data: T[];
  totalRecord: number;
  /** For the page after this one (the work lists answer it). */
  nextCursor?: string | undefined;
}

interface Props<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>;
  /** Changing it reloads the first page (a new search). */
  query?: unknown;
  /**
   * The cache key of the list (the operation and its filters, e.g. ['GET /return/reject', filters]);
   * the page and sort are added. Without it the table's pages are cached for this table alone.
   */
  queryKey?: readonly unknown[];
  /** The page shown, when the caller keeps it (in the address); else the table keeps it. */
  page?: { pageNo: number; pageSize: number; onChange: (page: { pageNo: number; pageSize: number }) => void };
  getRowId?: (row: T) => string;
  enableSorting?: boolean;
  /** Checkbox selection (kept across pages by row id); rows it refuses are greyed out. */
  selection?: {
    state: MRT_RowSelectionState;
    onChange: (state: MRT_RowSelectionState) => void;
    canSelect?: (row: T) => boolean;
  };
  /** Called with each page shown, so a caller can keep the rows it selected. */
  onPage?: (rows: T[]) => void;
  /** Enter on a focused row: what a click on its return number does. Without it, Enter expands a row that has a detail. */
  onOpen?: (row: T) => void;
  /** Rows expand to show this under them (a return's lines). */
  renderDetail?: (row: T) => ReactNode;
  /**
   * Key columns (by id) that stay in view while the others scroll sideways; the selection and
   * expand columns are pinned left with them.
   */
  pinned?: { left?: string[]; right?: string[] };
  /** What an empty list says instead of 'No records found' (the dashboard's tables have their own words). */
  emptyText?: string;
  /** The page sizes offered, when the list has its own (listAddress' PageSizes). */
  pageSizes?: readonly number[];
  /**
   * The table area's height (px): the rows scroll within it under a header that stays. Fixed, not
   * a maximum, so that what is below does not move when the rows arrive (spec 000 §2.3).
   */
  height?: number;
}

const noRows = { data: [], totalRecord: 0 };
/** A ref the bottom toolbar writes into and the table's container reads nothing from (see DataTable). */
const toolbarNotMeasured = {
  get current(): HTMLDivElement | null {
    return null;
  },
  set current(_node: HTMLDivElement | null) {},
};
/** Each fetchPage a caller hands over is a new question (its inputs changed); tables without a key tell them apart by this number. */
const generations = new WeakMap<object, number>();
let lastGeneration = 0;
const generationOf = (fetchPage: object) => generations.get(fetchPage) ?? generations.set(fetchPage, ++lastGeneration).get(fetchPage)!;

/**
 * Every list of the product: paged and sorted on the server (TanStack Query), 'Please wait...' while
 * loading; its rows answer the keyboard (ui/rowKeyboard.ts: arrows move, Space selects, Enter opens).
 */
export function DataTable<T extends MRT_RowData>({
  columns,
  fetchPage,
  query,
  queryKey,
  page,
  getRowId,
  enableSorting = true,
  selection,
  onPage,
  onOpen,
  renderDetail,
  pinned,
  emptyText,
  height,
  pageSizes = standardPageSizes.pageSizes,
}: Props<T>) {
  const { t } = useLingui();
  const localization = useTableLocalization();
  const table = useId();
  const [ownPagination, setOwnPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 10 });
  const pagination = page ? { pageIndex: page.pageNo - 1, pageSize: page.pageSize } : ownPagination;
  const [sorting, setSorting] = useState<MRT_SortingState>([]);

  // A new search starts at its first page (a caller keeping the page starts it there itself).
  useEffect(() => setOwnPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 })), [query]);

  const sort = sorting[0];
  const request: PageRequest = {
    pageNo: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    ...(sort ? { sortBy: sort.id, sortDir: sort.desc ? 'desc' : 'asc' } : {}),
  };
  const listKey = queryKey ?? ['DataTable', table, query, generationOf(fetchPage)];
  const answer = useQuery({
    ...pageQuery(listKey, fetchPage, request),
    placeholderData: keepPreviousData,
  });
  const answered: PageResult<T> = answer.isError ? noRows : (answer.data ?? noRows);
  // TanStack Query hands its answer over in a render React cannot pause. The first rows of an
  // empty table are rendered after it, in a transition React yields from every few milliseconds,
  // not in one long task that held a phone's main thread for a third of a second (issue 34); the
  // table says it is loading meanwhile. Rows that replace rows show at once, so that no click
  // meets rows already replaced.
  const rowsArrived = answered !== noRows;
  const rowsShown = useDeferredValue(rowsArrived);
  const result = rowsShown ? answered : noRows;
  const loading = answer.isFetching || rowsArrived !== rowsShown;

  // onPage is a notification of each page shown, not an input of the fetch.
  useEffect(() => {
    if (answer.data && !answer.isPlaceholderData) onPage?.(answer.data.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.data, answer.isPlaceholderData]);

  const setPagination = (updater: MRT_PaginationState | ((old: MRT_PaginationState) => MRT_PaginationState)) => {
    // Before the first answer the table knows no rows and would clamp a page from the address
    // (a reload of page 2) to the first; nobody can page before rows show.
    if (!answer.data) return;
    const next = typeof updater === 'function' ? updater(pagination) : updater;
    if (page) page.onChange({ pageNo: next.pageIndex + 1, pageSize: next.pageSize });
    else setOwnPagination(next);
  };

  const rowKeyboard = useRowKeyboard(result.data.map((row, index) => (getRowId ? getRowId(row) : String(index))));
  const rowProps = ({ row }: { row: MRT_Row<T> }) => {
    const selectable = selection && (selection.canSelect?.(row.original) ?? true);
    return {
      ...rowKeyboard(row.id, {
        toggle: selectable ? () => row.toggleSelected() : undefined,
        open: onOpen ? () => onOpen(row.original) : renderDetail ? () => row.toggleExpanded() : undefined,
      }),
      ...(selection ? { 'aria-selected': row.getIsSelected() } : {}),
      style: selection && !selectable ? { opacity: 0.55 } : undefined,
    };
  };

  const columnPinning = {
    left: [...(renderDetail ? ['mrt-row-expand'] : []), ...(selection ? ['mrt-row-select'] : []), ...(pinned?.left ?? [])],
    right: pinned?.right ?? [],
  };
  const markup = useRef<HTMLDivElement>(null);
  useValidTableMarkup(markup);
  const mrt = useMantineReactTable({
    columns,
    data: result.data,
    rowCount: result.totalRecord,
    manualPagination: true,
    manualSorting: true,
    enableSorting,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableColumnPinning: true,
    // A data cell renders again only when its row or its column is new (a new page, new columns), not
    // at each change of the table's state: a row expanded, chosen or hovered redrew every cell of the page.
    memoMode: 'cells',
    // No toolbar above the headers (nothing of it is offered): the selection count shows below,
    // on the row of the pages (ui/SelectionCount.tsx), not in the table's banner.
    enableTopToolbar: false,
    positionToolbarAlertBanner: 'none',
    // The pagination comes with the first rows: shown before them, the rows pushed it down the
    // screen (or out of it) as they came, the largest share of a list's layout shift (issue 34).
    enableBottomToolbar: rowsShown || !loading,
    ...(getRowId ? { getRowId } : {}),
    state: { pagination, sorting, columnPinning, showProgressBars: loading, ...(selection ? { rowSelection: selection.state } : {}) },
    ...(selection
      ? {
          enableRowSelection: (row: MRT_Row<T>) => selection.canSelect?.(row.original) ?? true,
          onRowSelectionChange: (updater: MRT_RowSelectionState | ((old: MRT_RowSelectionState) => MRT_RowSelectionState)) =>
            selection.onChange(typeof updater === 'function' ? updater(selection.state) : updater),
        }
      : {}),
    mantineTableBodyRowProps: rowProps,
    // An empty table offers no chevron to expand every row: there is none (issue 30 item 23).
    ...(renderDetail ? { renderDetailPanel: ({ row }: { row: MRT_Row<T> }) => renderDetail(row.original), enableExpandAll: result.data.length > 0 } : {}),
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    localization,
    // The rows-per-page picker is the product's (ui/RowsPerPage.tsx), beside the table's pages.
    mantinePaginationProps: { showRowsPerPage: false },
    renderBottomToolbarCustomActions: ({ table }) => (
      <>
        {selection && <SelectionCount table={table} />}
        <RowsPerPage table={table} sizes={pageSizes} />
      </>
    ),
    // While a page, a sort or a search is read, the rows shown are the previous answer's: said to assistive technology.
    mantineTableProps: { 'aria-busy': loading },
    ...(height ? { enableStickyHeader: true, mantineTableContainerProps: { style: { height } } } : {}),
    // Pinned cells are opaque (the table's 0.97 let the scrolled columns show through them).
    mantineTableHeadCellProps: ({ column, table }) => {
      const sorted = column.getIsSorted();
      return {
        style: column.getIsPinned() ? { opacity: 1 } : undefined,
        // A sortable column's heading in plain elements (ui/SortableHeader.tsx), not the table's Tooltip and
        // ActionIcon; a column that draws its own heading (`Header`) keeps the table's.
        ...(column.columnDef.columnDefType === 'data' && column.getCanSort() && !column.columnDef.Header
          ? { children: <SortableHeader column={column} table={table} />, 'aria-sort': sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined }
          : {}),
      };
    },
    mantineTableBodyCellProps: ({ column }) => ({ style: column.getIsPinned() ? { opacity: 1 } : undefined }),
    // Kept at the left edge in view: a wide table would centre it out of sight.
    renderEmptyRowsFallback: () =>
      // A refusal says why there are no rows (the server's message), never 'No records found'.
      answer.isError && !loading ? (
        <Text c="red" p="md" role="alert" style={{ position: 'sticky', left: 0, display: 'inline-block' }}>
          {answer.error.message}
        </Text>
      ) : (
        <Text c="dimmed" p="md" style={{ position: 'sticky', left: 0, display: 'inline-block' }}>
          {loading ? t`Please wait...` : (emptyText ?? t`No records found`)}
        </Text>
      ),
  });
  // The table's container measures its toolbars after each of its renders, for a full-screen mode
  // this product never offers: a layout of the whole page inside the commit (a tenth of a row's
  // expansion with the CPU four times slower). The bottom toolbar keeps its node to itself. (The
  // instance's refs are made again at each render; nothing here is compiled by the React Compiler.)
  // eslint-disable-next-line react-hooks/immutability
  mrt.refs.bottomToolbarRef = toolbarNotMeasured;
  return (
    <div ref={markup}>
      <MantineReactTable table={mrt} />
    </div>
  );
}
