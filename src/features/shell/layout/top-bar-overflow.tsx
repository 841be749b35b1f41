import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  more: { id: 'shell.moreOptions', defaultMessage: 'Más opciones' },
});

const useStyles = makeStyles({
  // The top bar's tools in one row of icon buttons (theme switch, language, brand key, help,
  // settings, bookmarks); each keeps its own menu or dialog.
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px', maxWidth: '80vw' },
});

/**
 * On a phone (SPEC §4: below 768 px) the top bar keeps one row: the tools that do not fit fold
 * into this "Más opciones" popover. Fluent's popover closes on Esc and gives the focus back.
 */
export function TopBarOverflow({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  const label = intl.formatMessage(messages.more);
  return (
    <Popover positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label">
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} data-testid="topbar-more" />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={label}>
        <div className={styles.tools}>{children}</div>
      </PopoverSurface>
    </Popover>
  );
}
