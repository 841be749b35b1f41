import { Body1, Button, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { tableMessages } from './table-messages';
import type { TableState } from './table-state';
import { PAGE_SIZES, shownRange } from './table-state';
import type { PagedList } from './use-paged-query';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    justifyContent: 'space-between',
    color: tokens.colorNeutralForeground2,
  },
  group: { display: 'flex', alignItems: 'center', gap: '8px' },
});

export interface TableFooterProps {
  /** First page shown (pages after it were added by 'load more'). */
  page: number;
  pageSize: number;
  /** Rows currently shown. */
  shown: number;
  total: number;
  /** The total is an estimate: shown as "≈ n", and so is the page count made from it. */
  estimated?: boolean;
  loading: boolean;
  onPage(page: number): void;
  onLoadMore(): void;
  onPageSize(size: number): void;
}

/** 'entries x to y of z', previous/next, 'load more' and the rows-shown selector. */
export function TableFooter(props: TableFooterProps) {
  const { page, pageSize, shown, total, loading } = props;
  const styles = useStyles();
  const intl = useIntl();
  const sizeId = useId();
  const range = shownRange(page, pageSize, shown, total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // The last page reached, counting pages appended by 'load more'.
  const lastShown = page + Math.max(0, Math.ceil(shown / pageSize) - 1);
  const more = range.to < total;
  return (
    <nav className={styles.footer} aria-label={intl.formatMessage(tableMessages.pagination)}>
      <Body1 data-testid="table-range" aria-live="polite">
        {intl.formatMessage(
          props.estimated ? tableMessages.entriesEstimated : tableMessages.entries,
          range,
        )}
      </Body1>
      <div className={styles.group}>
        <Button
          appearance="subtle"
          disabled={!more || loading}
          onClick={props.onLoadMore}
          data-testid="load-more"
        >
          {intl.formatMessage(tableMessages.loadMore)}
        </Button>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={intl.formatMessage(tableMessages.previous)}
          disabled={page <= 1 || loading}
          onClick={() => props.onPage(page - 1)}
        />
        <Body1>
          {intl.formatMessage(
            props.estimated ? tableMessages.pageOfEstimated : tableMessages.pageOf,
            { page: lastShown, pages },
          )}
        </Body1>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={intl.formatMessage(tableMessages.next)}
          disabled={lastShown >= pages || loading}
          onClick={() => props.onPage(lastShown + 1)}
        />
      </div>
      <div className={styles.group} data-tour="page-size">
        <label htmlFor={sizeId}>{intl.formatMessage(tableMessages.pageSize)}</label>
        <Select
          id={sizeId}
          value={String(pageSize)}
          onChange={(_, d) => props.onPageSize(Number(d.value))}
          data-testid="page-size"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage(tableMessages.pageSizeOption, { size })}
            </option>
          ))}
        </Select>
      </div>
    </nav>
  );
}

/** The footer of a paged list kept in a URL table state (the people and log pages' wiring). */
export function PagedListFooter({
  state,
  list,
  update,
}: {
  state: Pick<TableState, 'page' | 'pageSize'>;
  list: Pick<PagedList<unknown>, 'rows' | 'total' | 'totalEstimated' | 'loading' | 'loadMore'>;
  update(change: Partial<TableState>): void;
}) {
  return (
    <TableFooter
      page={state.page}
      pageSize={state.pageSize}
      shown={list.rows.length}
      total={list.total}
      estimated={list.totalEstimated}
      loading={list.loading}
      onPage={(page) => update({ page })}
      onLoadMore={list.loadMore}
      onPageSize={(pageSize) => update({ pageSize })}
    />
  );
}
