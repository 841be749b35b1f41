import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { PageDef } from '../../app/pages';
import { cardClasses } from '../../ui/page-styles';
import { shellMessages } from '../shell/shell-messages';
import { useMenuTitle } from '../shell/use-menu-title';

const useStyles = makeStyles({
  // Fluent's Card look without Card (its focus management costs ~6 KB gzip on every cold page
  // visit for a box that is never interactive).
  empty: {
    padding: '48px 24px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
});

/** A page not built yet: its title and the empty state of SPEC §8. */
export function PlaceholderPage({ page }: { page: PageDef }) {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  return (
    <>
      <Title2 as="h1">{title(page.title)}</Title2>
      <div className={cardClasses(styles.empty)}>
        <Body1>{intl.formatMessage(shellMessages.emptyState)}</Body1>
      </div>
    </>
  );
}
