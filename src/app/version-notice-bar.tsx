import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { AppThemeProvider } from '../app-kit/theme-provider';

const messages = defineMessages({
  title: { id: 'version.title', defaultMessage: 'Hay una nueva versión' },
  text: {
    id: 'version.text',
    defaultMessage: 'Actualiza la página para usar la versión más reciente de la consola.',
  },
  refresh: { id: 'version.refresh', defaultMessage: 'Actualizar' },
});

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    width: 'min(560px, calc(100vw - 32px))',
    zIndex: 25000,
  },
});

/** The persistent notice asking for a refresh (SPEC §8). */
export function VersionNoticeBar() {
  const styles = useStyles();
  const intl = useIntl();
  // Its own theme: the notice also shows on the sign-in screens, which have none.
  return (
    <AppThemeProvider inline>
      <MessageBar intent="info" className={styles.bar} data-testid="version-notice">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(messages.title)}</MessageBarTitle>
          {intl.formatMessage(messages.text)}
        </MessageBarBody>
        <MessageBarActions>
          <Button
            appearance="primary"
            icon={<ArrowClockwiseRegular />}
            onClick={() => window.location.reload()}
          >
            {intl.formatMessage(messages.refresh)}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </AppThemeProvider>
  );
}
