import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/** The layout every built page shares: a column of blocks, the content in cards. */
export const usePageStyles = makeStyles({
  page: { display: 'grid', gap: '16px' },
  card: {
    display: 'grid',
    gap: '12px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

/**
 * The class list of a card: Fluent's Card class name (without Card, whose focus management a
 * never-interactive box does not need) so the settings drawer's card shadow, squared borders
 * and borderless reach it like any Card, then the card's own classes.
 */
export const cardClasses = (...classes: (string | false | undefined)[]): string =>
  mergeClasses('fui-Card', ...classes);
