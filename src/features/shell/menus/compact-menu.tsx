import {
  Button,
  Divider,
  MenuItem as FluentMenuItem,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { selectDomainTools, selectRole } from '../../../../machines/domain';
import { selectSelectedKeys, selectVisibleMenu } from '../../../../machines/menu';
import type { MenuItem } from '../../../../machines/types/menu';
import { useAppActor } from '../../../app-kit/system-context';
import { useMenuTitle } from '../../../app-kit/use-menu-title';
import { shellMessages } from '../layout/shell-messages';
import { MenuIcon } from './menu-icon';
import { useMenuActivate } from './use-menu-activate';

const useStyles = makeStyles({
  vertical: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    padding: '12px 0',
    overflowY: 'auto',
  },
  horizontal: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4px',
    padding: '4px 16px',
  },
  iconButton: { width: '48px', height: '40px' },
  // A brand foreground colour as a fill: it is tuned to stand out from the surface in both
  // themes (≥ 3:1 on the white, gray and dark menus), where colorBrandBackground2 vanished in
  // dark (1.01:1). Foreground2 is the darker one in light and the lighter one
  // in dark, so the inverted neutral label on it keeps 4.5:1 (Foreground1 gave 4.13 in dark).
  selected: {
    backgroundColor: tokens.colorBrandForeground2,
    color: tokens.colorNeutralForegroundInverted,
    ':hover': {
      backgroundColor: tokens.colorBrandForeground2,
      color: tokens.colorNeutralForegroundInverted,
    },
  },
  divider: { width: '40px', flexGrow: 0 },
  dividerVertical: { flexGrow: 0, height: '24px' },
});

/** True when `item` or one of its descendants is selected. */
function holdsSelection(item: MenuItem, selected: readonly string[]): boolean {
  return (
    selected.includes(item.key) || (item.children ?? []).some((c) => holdsSelection(c, selected))
  );
}

function MenuEntries({ items }: { items: MenuItem[] }) {
  const title = useMenuTitle();
  const activate = useMenuActivate();
  return items.map((item) =>
    item.children ? (
      <Menu key={item.key}>
        <MenuTrigger disableButtonEnhancement>
          <FluentMenuItem data-menu-key={item.key}>{title(item.title)}</FluentMenuItem>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuEntries items={item.children} />
          </MenuList>
        </MenuPopover>
      </Menu>
    ) : (
      <FluentMenuItem
        key={item.key}
        data-menu-key={item.key}
        icon={<MenuIcon name={item.icon} />}
        onClick={() => activate(item)}
      >
        {title(item.title)}
      </FluentMenuItem>
    ),
  );
}

/**
 * The menu as a row of buttons with popup submenus: icons with tooltips when the left menu is
 * collapsed (80 px), icons and titles when the menu sits on top (SPEC §2, §9).
 */
export function CompactMenu({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const activate = useMenuActivate();
  const menu = useAppActor('menu');
  const domain = useAppActor('domain');
  const role = useSelector(domain, selectRole);
  const tools = useSelector(domain, selectDomainTools);
  const items = useSelector(menu, (s) => selectVisibleMenu(s, role, tools));
  const selected = useSelector(menu, selectSelectedKeys);
  const vertical = orientation === 'vertical';
  // Sections (Reports, Admin) have no button of their own: their entries follow a divider.
  const groups = items.map((i) => (i.category ? (i.children ?? []) : [i]));

  const entry = (item: MenuItem) => {
    const label = title(item.title);
    const className = mergeClasses(
      vertical && styles.iconButton,
      holdsSelection(item, selected) && styles.selected,
    );
    const content = vertical ? undefined : label;
    if (!item.children) {
      return (
        <Tooltip key={item.key} content={label} relationship="label" positioning="after">
          <Button
            appearance="subtle"
            className={className}
            icon={<MenuIcon name={item.icon} />}
            aria-current={selected.includes(item.key) ? 'page' : undefined}
            data-menu-key={item.key}
            onClick={() => activate(item)}
          >
            {content}
          </Button>
        </Tooltip>
      );
    }
    return (
      <Menu key={item.key} positioning={vertical ? 'after-top' : 'below-start'}>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={label} relationship="label" positioning="after">
            <Button
              appearance="subtle"
              className={className}
              icon={<MenuIcon name={item.icon} />}
              data-menu-key={item.key}
            >
              {content}
              {!vertical && <ChevronDownRegular aria-hidden="true" />}
            </Button>
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuEntries items={item.children} />
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  };

  return (
    <nav
      className={vertical ? styles.vertical : styles.horizontal}
      aria-label={intl.formatMessage(shellMessages.menu)}
    >
      {groups.map((group, i) => (
        <Fragment key={group[0]?.key ?? i}>
          {i > 0 && (
            <Divider
              vertical={!vertical}
              className={vertical ? styles.divider : styles.dividerVertical}
              aria-hidden="true"
            />
          )}
          {group.map(entry)}
        </Fragment>
      ))}
    </nav>
  );
}
