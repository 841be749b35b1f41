import { Body1, Button, makeStyles, Title2 } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { authMessages } from './auth-messages';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', justifyItems: 'start' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  // The code and the title read as one heading: the page's 16 px gap and the browser's margins
  // for p and h1 left ~60 px between them.
  heading: { display: 'grid', gap: '4px', margin: 0 },
  flush: { margin: 0 },
});

/**
 * Retry loads the page that failed afresh (a page whose code did not download stays broken until
 * the console reloads): the one the console names in the history entry, else the previous entry,
 * else the console's home.
 */
function retryPreviousPage() {
  const failed = (window.history.state as { retry?: unknown } | null)?.retry;
  if (typeof failed === 'string' && failed.startsWith('/')) window.location.replace(failed);
  else if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

/** A titled text with a way home: the 404, 500 and not-yet-built auth screens. */
export function MessagePage(props: {
  title: MessageDescriptor;
  text?: MessageDescriptor;
  code?: string;
  /** Offer to try the previous page again (the 500 screen). */
  retry?: boolean;
}) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        {props.code && (
          <Title2 as="p" className={styles.flush} data-testid="message-code">
            {props.code}
          </Title2>
        )}
        <Title2 as="h1" className={styles.flush}>
          {intl.formatMessage(props.title)}
        </Title2>
      </div>
      {props.text && <Body1>{intl.formatMessage(props.text)}</Body1>}
      <div className={styles.actions}>
        {props.retry && (
          <Button icon={<ArrowClockwiseRegular />} onClick={retryPreviousPage}>
            {intl.formatMessage(authMessages.retry)}
          </Button>
        )}
        <Link href="/dashboard" asChild>
          <Button as="a" appearance="primary">
            {intl.formatMessage(authMessages.goHome)}
          </Button>
        </Link>
      </div>
    </section>
  );
}
