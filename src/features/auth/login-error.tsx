import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Message } from '../../../machines/types/messages';
import { AppThemeProvider } from '../../app-kit/theme-provider';

// An unbroken run (a long word, an address) may still break rather than stretch the card.
const useStyles = makeStyles({ body: { minWidth: 0, overflowWrap: 'anywhere' } });

/**
 * The sign-in failure box (a lazy chunk: message bars, and the Fluent theme they are drawn with,
 * are not needed until a login fails).
 */
export default function LoginError({ error }: { error: { title: Message; description: Message } }) {
  const intl = useIntl();
  const styles = useStyles();
  // Multiline from the first paint: a title and a sentence never fit the card on one line, and
  // the single-line layout (no wrapping) would first stretch the form to the text's length.
  return (
    <AppThemeProvider inline>
      <MessageBar intent="error" layout="multiline" data-testid="login-error">
        <MessageBarBody className={styles.body}>
          <MessageBarTitle>{intl.formatMessage(error.title)}</MessageBarTitle>
          {intl.formatMessage(error.description)}
        </MessageBarBody>
      </MessageBar>
    </AppThemeProvider>
  );
}
