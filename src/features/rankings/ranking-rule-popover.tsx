import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { rankingsMessages as m } from './rankings-messages';

const useStyles = makeStyles({
  surface: {
    maxWidth: 'min(420px, calc(100vw - 32px))',
    display: 'grid',
    gap: '8px',
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '4px' },
});

export interface RankingRuleProps {
  /** The rule's paragraphs: how a row's figures and its place are computed. */
  lines: readonly string[];
}

/**
 * "¿Cómo se calcula?": the ranking's rule beside its export. A click, a tap, Enter or Space opens
 * it (Fluent's Popover), Escape or a click elsewhere closes it; the surface is a labelled dialog
 * so a screen reader announces the rule's title.
 */
export function RankingRulePopover({ lines }: RankingRuleProps) {
  const intl = useIntl();
  const styles = useStyles();
  const titleId = useId();
  return (
    <Popover withArrow positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<QuestionCircleRegular />}>
          {intl.formatMessage(m.ruleButton)}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={titleId} tabIndex={-1}>
        <Text id={titleId} className={styles.title}>
          {intl.formatMessage(m.ruleButton)}
        </Text>
        <ul className={styles.list}>
          {lines.map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
