import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import type { PageRow } from '../../../machines/rules/page-registry';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { cardClasses } from '../../ui/page-styles';

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

const messages = defineMessages({
  // Not the filter's empty state: nothing is filtered here, the page itself is not there yet.
  comingSoon: {
    id: 'page.placeholder.comingSoon',
    defaultMessage: 'Esta página estará disponible pronto.',
  },
});

/** A page not built yet: its title and a plain 'coming soon'. */
export function PlaceholderPage({ page }: { page: PageRow }) {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  return (
    <>
      <Title2 as="h1">{title(page.title)}</Title2>
      <div className={cardClasses(styles.empty)}>
        <Body1 data-testid="placeholder-coming-soon">
          {intl.formatMessage(messages.comingSoon)}
        </Body1>
      </div>
    </>
  );
}
