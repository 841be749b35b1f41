import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages } from '../page-messages';
import { cardClasses, usePageStyles } from '../page-styles';
import { tableMessages } from '../table-messages';
import type { PanelRead } from './panel-read';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: '8px 16px',
  },
  // Headings come with the browser's margins; the card's gap spaces them instead.
  title: { margin: 0 },
  body: { display: 'grid', gap: '12px', minWidth: 0, transition: 'opacity 150ms' },
  // Stale figures stay readable while the next ones load, a little dimmed.
  stale: { opacity: 0.6 },
  skeleton: { display: 'grid', gap: '8px' },
  empty: { color: tokens.colorNeutralForeground3, padding: '24px 0', textAlign: 'center' },
});

export interface ReadPanelProps<T> {
  title: string;
  /** Names the panel in tests (`data-panel`). */
  name: string;
  /** The panel's query, through panelRead(). */
  read: PanelRead<T>;
  /**
   * The panel's own §8 loading text (the skeleton's accessible name) and error text; several
   * error texts (one per kind of figure the read brings) show one per line.
   */
  loadingText: string;
  errorText: string | readonly string[];
  /** Whether the data has nothing to show: the §8 empty text shows instead. */
  isEmpty?(data: T): boolean;
  /** The page's own §8 empty text (e.g. '¡No hay NPS por ahora!'); default the filter's. */
  emptyText?: string;
  /** Controls beside the title (the usage grouping). */
  actions?: ReactNode;
  /** How many skeleton lines hold the place while the first answer comes. */
  skeletonRows?: number;
  children(data: T): ReactNode;
}

/**
 * One card of a page made of several reads (the dashboard, the global score) with its own
 * loading, error (with Retry) and empty states, so a panel that fails or waits never blanks the
 * others.
 */
export function ReadPanel<T>(props: ReadPanelProps<T>) {
  const { read, isEmpty, skeletonRows = 3 } = props;
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const titleId = useId();
  let body: ReactNode;
  if (read.error !== null) {
    body = (
      <MessageBar intent="error" role="alert" data-testid="panel-error">
        <MessageBarBody>
          {typeof props.errorText === 'string'
            ? props.errorText
            : props.errorText.map((text) => <div key={text}>{text}</div>)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={read.refetch}>{intl.formatMessage(tableMessages.retry)}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (read.data === undefined) {
    body = (
      <Skeleton className={styles.skeleton} aria-label={props.loadingText}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          <SkeletonItem key={i} size={32} />
        ))}
      </Skeleton>
    );
  } else if (isEmpty?.(read.data)) {
    body = (
      <Text className={styles.empty} role="status">
        {props.emptyText ?? intl.formatMessage(pageMessages.emptyState)}
      </Text>
    );
  } else {
    body = props.children(read.data);
  }
  return (
    <section
      className={cardClasses(pageStyles.card)}
      aria-labelledby={titleId}
      aria-busy={read.loading}
      data-panel={props.name}
    >
      <div className={styles.head}>
        <Title3 as="h2" id={titleId} className={styles.title}>
          {props.title}
        </Title3>
        {props.actions}
      </div>
      <div
        className={mergeClasses(
          styles.body,
          read.loading && read.data !== undefined && styles.stale,
        )}
      >
        {body}
      </div>
    </section>
  );
}
