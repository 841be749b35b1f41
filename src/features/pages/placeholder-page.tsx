import { Body1, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PageDef } from '../../app/pages';
import { shellMessages } from '../shell/shell-messages';
import { useMenuTitle } from '../shell/use-menu-title';

const useStyles = makeStyles({
  empty: { padding: '48px 24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** A page not built yet: its title and the empty state of SPEC §8. */
export function PlaceholderPage({ page }: { page: PageDef }) {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  return (
    <>
      <Title2 as="h1">{title(page.title)}</Title2>
      <Card className={styles.empty}>
        <Body1>{intl.formatMessage(shellMessages.emptyState)}</Body1>
      </Card>
    </>
  );
}
