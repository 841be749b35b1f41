import {
  Caption1Strong,
  makeStyles,
  mergeClasses,
  Tree,
  TreeItem,
  TreeItemLayout,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectDomainTools, selectRole } from '../../../../machines/domain';
import { selectOpenedKeys, selectSelectedKeys, selectVisibleMenu } from '../../../../machines/menu';
import type { MenuItem } from '../../../../machines/types/menu';
import { useAppActor } from '../../../app-kit/system-context';
import { useMenuTitle } from '../../../app-kit/use-menu-title';
import { shellMessages } from '../layout/shell-messages';
import { MenuIcon } from './menu-icon';
import { useMenuActivate } from './use-menu-activate';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px 8px',
    overflowY: 'auto',
  },
  section: {
    padding: '0 8px 4px',
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
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
  // The icon slot has its own grey (Foreground2), dark on the navy fill: it takes the label's
  // inverted colour so it keeps ≥ 3:1 on the selected item, hovered or not.
  selectedIcon: {
    color: tokens.colorNeutralForegroundInverted,
  },
});

function MenuNodes({ items }: { items: MenuItem[] }) {
  const styles = useStyles();
  const title = useMenuTitle();
  const menu = useAppActor('menu');
  const selected = useSelector(menu, selectSelectedKeys);
  const activate = useMenuActivate();
  return items.map((item) =>
    item.children ? (
      <TreeItem key={item.key} itemType="branch" value={item.key} data-menu-key={item.key}>
        <TreeItemLayout iconBefore={<MenuIcon name={item.icon} />}>
          {title(item.title)}
        </TreeItemLayout>
        <Tree>
          <MenuNodes items={item.children} />
        </Tree>
      </TreeItem>
    ) : (
      <TreeItem
        key={item.key}
        itemType="leaf"
        value={item.key}
        data-menu-key={item.key}
        aria-current={selected.includes(item.key) ? 'page' : undefined}
        onClick={() => activate(item)}
        onKeyDown={(e) => e.key === 'Enter' && activate(item)}
      >
        <TreeItemLayout
          iconBefore={{
            children: <MenuIcon name={item.icon} />,
            className: mergeClasses(selected.includes(item.key) && styles.selectedIcon),
          }}
          className={mergeClasses(selected.includes(item.key) && styles.selected)}
        >
          {title(item.title)}
        </TreeItemLayout>
      </TreeItem>
    ),
  );
}

/** The full menu tree: sections Reports and Admin and Support, filtered by role and modules (SPEC §6). */
export function LeftMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const menu = useAppActor('menu');
  const domain = useAppActor('domain');
  const role = useSelector(domain, selectRole);
  const tools = useSelector(domain, selectDomainTools);
  const items = useSelector(menu, (s) => selectVisibleMenu(s, role, tools));
  const opened = useSelector(menu, selectOpenedKeys);
  const onOpenChange = (_: unknown, data: { openItems: Set<string | number> }) =>
    menu.send({ type: 'menu.open', keys: [...data.openItems].map(String) });

  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(shellMessages.menu)}>
      {items.map((section) =>
        section.category ? (
          <div key={section.key} data-menu-key={section.key}>
            <Caption1Strong as="h2" className={styles.section}>
              {title(section.title)}
            </Caption1Strong>
            <Tree aria-label={title(section.title)} openItems={opened} onOpenChange={onOpenChange}>
              <MenuNodes items={section.children ?? []} />
            </Tree>
          </div>
        ) : (
          <Tree
            key={section.key}
            aria-label={title(section.title)}
            openItems={opened}
            onOpenChange={onOpenChange}
          >
            <MenuNodes items={[section]} />
          </Tree>
        ),
      )}
    </nav>
  );
}
