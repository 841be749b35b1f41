import {
  Body1,
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useIntl } from 'react-intl';
import { DefinitionButton } from './definition/definition-button';
import { ScrollRail } from './scroll-rail';
import type { Key, SelectionStore } from './selection-store';
import { ACTIONS_KEY, stickyPart } from './sticky-columns';
import { tableMessages } from './table-messages';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/** One column: its header, how a row renders in it, and the server sort key if sortable. */
export interface Column<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  sortKey?: string;
  width?: string;
  /** Marks the column's header for a guided tour step ("score column"). */
  tour?: string;
  /** What the column's figure counts, over which people and period, and its unit. */
  definition?: string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  /** Memoise this array: rows re-render when it changes. */
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): Key;
  /** Accessible name of a row (for its checkbox). */
  rowLabel(row: T): string;
  loading: boolean;
  /** The failure to show instead of rows, if the read failed. */
  error: string | null;
  onRetry?(): void;
  emptyText: string;
  sort?: string;
  onSort?(sortKey: string): void;
  /** Enables row checkboxes (bulk actions). */
  selection?: SelectionStore;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
  /** Marks the table for tours and tests. */
  'data-tour'?: string;
}

/** Above this many rows only the rows in view are rendered. */
const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 44;
// As wide as Fluent's row selection cell, so the header checkbox lines up with the rows'.
const SELECT_WIDTH = '44px';

const useStyles = makeStyles({
  // No overflow of its own (the scrollbar rail sticks to the window, not to this box); at least
  // 0 wide, so a card laying it out as a flex item does not widen to the table.
  wrap: { position: 'relative', minWidth: 0 },
  hscroll: { overflowX: 'auto' },
  scroller: { maxHeight: '70vh', overflowY: 'auto' },
  // The rail below stands for this box's own scrollbar, which lies under the last row, often
  // below the fold.
  railed: { scrollbarWidth: 'none' },
  // A scrollbar that stays at the foot of the window while the table is in view, so a table
  // wider than its card shows that it scrolls, and can be scrolled with the mouse.
  rail: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    overflowX: 'auto',
    overflowY: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  railTrack: { height: '1px' },
  stickyHead: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // When the columns do not fit and the table scrolls sideways, the first column (with the
  // row checkbox) and the actions stay in view. Sticky cells paint over the ones scrolling under
  // them, so their background is opaque; a line marks where the scrolled columns pass.
  stickyEdges: {
    '@media (min-width: 768px)': {
      '& [data-sticky]': {
        position: 'sticky',
        zIndex: 1,
        backgroundColor: tokens.colorNeutralBackground1,
      },
      '& tbody > tr:hover > [data-sticky]': {
        backgroundColor: tokens.colorNeutralBackground1Hover,
      },
      '& [data-sticky="select"]': { left: 0 },
      '& [data-sticky="start"]': {
        left: 'var(--data-table-start, 0)',
        boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}`,
      },
      '& [data-sticky="end"]': {
        right: 0,
        boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
      },
    },
  },
  row: { height: `${ROW_HEIGHT}px` },
  // Names wrap between words and a column is at least as wide as its longest word (break-word
  // does not shrink a column's minimum as 'anywhere' does, which split e-mails mid-word); a word
  // longer than the whole column still wraps instead of running into the next one.
  cell: { overflowWrap: 'break-word' },
  // At least as wide as the offset the sticky first column keeps beside it.
  selectHead: { width: SELECT_WIDTH, minWidth: SELECT_WIDTH, padding: 0, textAlign: 'center' },
  table: { minWidth: 'var(--data-table-min-width, 0)' },
  // Fluent's table lays columns out fixed (equal shares), which split e-mails mid-word; sized
  // to their content, a column is as wide as its longest word and the table scrolls sideways
  // when they do not fit. A virtualised body keeps the fixed layout: its rows come and go, and
  // columns must not jump as they do.
  contentLayout: { tableLayout: 'auto' },
  // A header with a definition: its sort button and the info button beside it on one line.
  definedHead: { display: 'inline-flex', width: 'auto', verticalAlign: 'middle' },
  definedAside: { display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: '2px' },
  busy: { opacity: 0.55 },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    pointerEvents: 'none',
  },
  empty: {
    padding: '40px 16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  spacer: { border: 'none', padding: 0 },
  // Below 768 px (SPEC §4) each row reads as a card: the first column is its title, the others
  // "label: value" lines, the row actions at its foot. Only the display changes; the elements
  // keep their grid roles (set explicitly, since a table shown as blocks loses implicit ones), so
  // arrow keys and screen readers work as on the wide table.
  cards: {
    '@media (max-width: 767px)': {
      display: 'block',
      minWidth: 0,
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody': { display: 'grid', gap: '8px' },
      '& tbody > tr[data-card]': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: '4px 8px',
        height: 'auto',
        padding: '12px',
        border: `1px solid ${tokens.colorNeutralStroke2}`,
        borderRadius: tokens.borderRadiusMedium,
        backgroundColor: tokens.colorNeutralBackground1,
      },
      '& tbody > tr[data-card] > td': {
        display: 'block',
        gridColumn: '1 / -1',
        padding: 0,
        height: 'auto',
        minHeight: 0,
        minWidth: 0,
        border: 'none',
      },
      '& tbody > tr[data-card] > td[data-card-part="title"]': {
        gridColumn: '1',
        gridRow: '1',
        fontWeight: tokens.fontWeightSemibold,
        fontSize: tokens.fontSizeBase400,
      },
      '& tbody > tr[data-card] > td[data-card-part="select"]': {
        gridColumn: '2',
        gridRow: '1',
        width: 'auto',
      },
      '& tbody > tr[data-card] > td[data-card-part="actions"]': {
        order: 1,
        paddingTop: '8px',
        borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
      },
      // Generated text, not a node: the cell's text stays its value, and the alternative text
      // after "/" is empty, so screen readers (which announce the column header) skip it.
      '& td[data-card-label]::before': {
        content: 'attr(data-card-label) ": " / ""',
        color: tokens.colorNeutralForeground3,
      },
      '& tbody > tr:not([data-card]) > td': { display: 'block' },
    },
  },
});

function direction(sort: string | undefined, key: string): 'ascending' | 'descending' | undefined {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return undefined;
}

interface RowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  rowKey(row: T): Key;
  label: string;
  selection: SelectionStore | undefined;
  /** Virtual rows only: the row's index and the virtualiser's measuring ref (real heights). */
  index?: number;
  measure?: (element: HTMLTableRowElement | null) => void;
}

const noSelection = () => () => {};

// One row. memo + a per-row snapshot of the selection store: toggling a row re-renders that row
// only; the other 499 keep their last render.
function RowView<T>({ row, columns, rowKey, label, selection, index, measure }: RowProps<T>) {
  const styles = useStyles();
  const key = rowKey(row);
  const checked = useSyncExternalStore(selection?.subscribe ?? noSelection, () =>
    selection ? selection.has(key) : false,
  );
  return (
    <TableRow
      ref={measure}
      data-index={index}
      className={styles.row}
      role="row"
      data-card=""
      aria-selected={selection ? checked : undefined}
    >
      {selection && (
        <TableSelectionCell
          data-card-part="select"
          data-sticky="select"
          checked={checked}
          onClick={() => selection.toggle(key)}
          checkboxIndicator={{ 'aria-label': label }}
        />
      )}
      {columns.map((c, i) => {
        const part = i === 0 ? 'title' : c.key === ACTIONS_KEY ? 'actions' : 'line';
        return (
          <TableCell
            key={c.key}
            tabIndex={0}
            role="gridcell"
            className={styles.cell}
            data-card-part={part}
            data-sticky={stickyPart(i, c.key)}
            // Shown before the value on a phone only (CSS), where the header row is out of sight.
            data-card-label={part === 'line' ? c.header : undefined}
          >
            {c.render(row)}
          </TableCell>
        );
      })}
    </TableRow>
  );
}
const Row = memo(RowView) as typeof RowView;

function HeaderCheckbox({
  selection,
  keys,
  label,
}: {
  selection: SelectionStore;
  keys: readonly Key[];
  label: string;
}) {
  const styles = useStyles();
  const state = useSyncExternalStore(selection.subscribe, () => selection.headerState(keys));
  // A header cell (th), not Fluent's selection cell (a td): a td first in the header row made
  // assistive technology read the next header, "Name", as a row header. Not sortable, so no
  // button wraps the checkbox (nested interactive controls).
  return (
    <TableHeaderCell
      className={styles.selectHead}
      sortable={false}
      data-sticky="select"
      role="columnheader"
      data-testid="select-all"
    >
      <Checkbox
        checked={state === 'all' ? true : state === 'some' ? 'mixed' : false}
        onChange={() => selection.setMany(keys, state !== 'all')}
        aria-label={label}
      />
    </TableHeaderCell>
  );
}

interface BodyProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): Key;
  rowLabel(row: T): string;
  selection: SelectionStore | undefined;
  span: number;
}

// A User Timing mark each time new rows reach the DOM, so benchmarks and the browser's
// performance panel can see when a page of rows was committed.
function useRowsMark(rows: readonly unknown[], rendered: number) {
  useLayoutEffect(() => {
    if (rendered > 0) {
      performance.mark('data-table:rows', { detail: { rows: rows.length, rendered } });
    }
  }, [rows, rendered]);
}

function PlainRows<T>({ rows, columns, rowKey, rowLabel, selection }: BodyProps<T>) {
  useRowsMark(rows, rows.length);
  return (
    <>
      {rows.map((row) => (
        <Row
          key={rowKey(row)}
          row={row}
          columns={columns}
          rowKey={rowKey}
          label={rowLabel(row)}
          selection={selection}
        />
      ))}
    </>
  );
}

// Mounted only for long pages, so its first render starts from `initialRect` (the rows in view)
// instead of from a scroller measured while the table was still short.
function VirtualRows<T>(props: BodyProps<T> & { scroller: RefObject<HTMLDivElement | null> }) {
  const { rows, columns, rowKey, rowLabel, selection, span, scroller } = props;
  const styles = useStyles();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: Math.round(globalThis.innerHeight * 0.7) || 560 },
  });
  const items = virtualizer.getVirtualItems();
  useRowsMark(rows, items.length);
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {padTop > 0 && (
        // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer giving the scroller the height of the rows not rendered.
        <tr role="presentation">
          <td className={styles.spacer} style={{ height: padTop }} colSpan={span} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index] as T;
        return (
          <Row
            key={rowKey(row)}
            row={row}
            columns={columns}
            rowKey={rowKey}
            label={rowLabel(row)}
            selection={selection}
            index={item.index}
            // Rows are measured as they render: a phone's card rows are several times taller
            // than the 44 px estimate, and a fixed size spaced them wrong while scrolling.
            measure={virtualizer.measureElement}
          />
        );
      })}
      {padBottom > 0 && (
        // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer giving the scroller the height of the rows not rendered.
        <tr role="presentation">
          <td className={styles.spacer} style={{ height: padBottom }} colSpan={span} />
        </tr>
      )}
    </>
  );
}

/**
 * The shared table of every list screen: sortable headers, optional row selection, loading,
 * empty and error states, arrow-key navigation, and virtual rows for long pages.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, selection, sort, onSort, loading, error } = props;
  const styles = useStyles();
  const intl = useIntl();
  const keyboard = useArrowNavigationGroup({ axis: 'grid', memorizeCurrent: true });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const keys = useKeys(rows, rowKey);
  const span = columns.length + (selection ? 1 : 0);
  const overflow = useHorizontalOverflow(scrollRef, error === null);
  // A virtual body scrolls in a box no taller than the window, whose own scrollbar is in sight.
  const railed = overflow.overflowing && !virtual;

  if (error !== null) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{error}</MessageBarBody>
        {props.onRetry && (
          <MessageBarActions>
            <Button onClick={props.onRetry}>{intl.formatMessage(tableMessages.retry)}</Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }

  const body: BodyProps<T> = {
    rows,
    columns,
    rowKey,
    rowLabel: (row: T) =>
      intl.formatMessage(tableMessages.selectRow, { name: props.rowLabel(row) }),
    selection,
    span,
  };

  return (
    <div className={styles.wrap} aria-busy={loading} data-tour={props['data-tour']}>
      <div
        ref={scrollRef}
        className={mergeClasses(
          styles.hscroll,
          virtual && styles.scroller,
          railed && styles.railed,
        )}
        data-testid="table-scroll"
      >
        <Table
          aria-label={props.label}
          role="grid"
          sortable={onSort !== undefined}
          className={mergeClasses(
            styles.table,
            !virtual && styles.contentLayout,
            loading && styles.busy,
            overflow.overflowing && styles.stickyEdges,
            styles.cards,
          )}
          style={
            {
              '--data-table-min-width': props.minWidth,
              // The first column sticks beside the checkbox column, when there is one.
              '--data-table-start': selection ? SELECT_WIDTH : undefined,
            } as CSSProperties
          }
          {...keyboard}
        >
          <TableHeader className={styles.stickyHead} role="rowgroup">
            <TableRow role="row">
              {selection && (
                <HeaderCheckbox
                  selection={selection}
                  keys={keys}
                  label={intl.formatMessage(tableMessages.selectAll)}
                />
              )}
              {columns.map((c, i) => (
                <TableHeaderCell
                  key={c.key}
                  data-sticky={stickyPart(i, c.key)}
                  style={c.width ? { width: c.width } : undefined}
                  sortable={onSort !== undefined && c.sortKey !== undefined}
                  sortDirection={c.sortKey ? direction(sort, c.sortKey) : undefined}
                  onClick={c.sortKey && onSort ? () => onSort(c.sortKey as string) : undefined}
                  role="columnheader"
                  data-tour={c.tour}
                  button={c.definition ? { className: styles.definedHead } : undefined}
                  aside={
                    c.definition ? (
                      // The cell sorts on any click inside it; the info button's must not.
                      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops the click of the button inside from sorting.
                      <span className={styles.definedAside} onClick={(e) => e.stopPropagation()}>
                        <DefinitionButton name={c.header} text={c.definition} />
                      </span>
                    ) : undefined
                  }
                >
                  {c.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody role="rowgroup">
            {virtual ? <VirtualRows {...body} scroller={scrollRef} /> : <PlainRows {...body} />}
            {rows.length === 0 && !loading && (
              <TableRow role="row">
                <TableCell colSpan={span} role="gridcell">
                  <Body1 className={styles.empty} as="p" data-testid="table-empty">
                    {props.emptyText}
                  </Body1>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {railed && (
        <ScrollRail
          target={scrollRef}
          width={overflow.scrollWidth}
          className={styles.rail}
          trackClassName={styles.railTrack}
        />
      )}
      {loading && (
        <div className={styles.overlay}>
          <Spinner label={intl.formatMessage(tableMessages.loading)} size="small" />
        </div>
      )}
    </div>
  );
}

// The keys of the current rows, stable while the rows array is, so the header checkbox's
// snapshot function does not change identity on every render.
function useKeys<T>(rows: readonly T[], rowKey: (row: T) => Key): readonly Key[] {
  const cache = useRef<{ rows: readonly T[]; keys: readonly Key[] } | null>(null);
  const compute = useCallback(() => rows.map(rowKey), [rows, rowKey]);
  if (cache.current?.rows !== rows) cache.current = { rows, keys: compute() };
  return cache.current.keys;
}
