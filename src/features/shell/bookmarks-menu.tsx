import {
  Button,
  Caption1,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, StarAddRegular, StarOffRegular, StarRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectBookmarks } from '../../../machines/bookmarks';
import { selectDomainTools, selectRole } from '../../../machines/domain';
import { selectBookmarkable } from '../../../machines/menu';
import type { Message } from '../../../machines/types/messages';
import { useAppActor } from '../../app-kit/system-context';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { MenuIcon } from './menu-icon';

const messages = defineMessages({
  button: { id: 'bookmarks.button', defaultMessage: 'Favoritos' },
  title: { id: 'bookmarks.title', defaultMessage: 'Páginas favoritas' },
  empty: { id: 'bookmarks.empty', defaultMessage: 'Aún no tienes páginas favoritas.' },
  add: { id: 'bookmarks.add', defaultMessage: 'Agregar esta página' },
  removeCurrent: { id: 'bookmarks.removeCurrent', defaultMessage: 'Quitar esta página' },
  remove: { id: 'bookmarks.remove', defaultMessage: 'Quitar {title} de favoritos' },
});

const useStyles = makeStyles({
  surface: { width: '300px', display: 'grid', gap: '8px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  row: { display: 'flex', alignItems: 'center', gap: '4px' },
  link: { flexGrow: 1, justifyContent: 'flex-start' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * Top-bar bookmarks (SPEC §2, §5): saved menu entries, at most three; adding a fourth shows
 * the machine's limit notice. Only pages the role may see can be bookmarked.
 */
export function BookmarksMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const notify = useNotify();
  const [path, navigate] = useLocation();
  const bookmarks = useAppActor('bookmarks');
  const favs = useSelector(bookmarks, selectBookmarks);
  const domain = useAppActor('domain');
  const role = useSelector(domain, selectRole);
  const tools = useSelector(domain, selectDomainTools);
  const current = useSelector(useAppActor('menu'), (s) =>
    selectBookmarkable(s, role, tools).find((i) => i.url === path),
  );

  useEffect(() => {
    const sub = bookmarks.on('bookmarks.notice', ({ notice }) => notify(notice, 'bookmarks'));
    return () => sub.unsubscribe();
  }, [bookmarks, notify]);

  const saved = current ? favs.some((b) => b.key === current.key) : false;

  return (
    <Popover positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={intl.formatMessage(messages.button)} relationship="label">
          <Button appearance="subtle" icon={<StarRegular />} data-testid="bookmarks" />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface
        className={styles.surface}
        aria-label={intl.formatMessage(messages.title)}
        data-testid="bookmarks-panel"
      >
        <Subtitle2 as="h2">{intl.formatMessage(messages.title)}</Subtitle2>
        {favs.length === 0 ? (
          <Caption1 className={styles.empty}>{intl.formatMessage(messages.empty)}</Caption1>
        ) : (
          <ul className={styles.list}>
            {favs.map((b) => (
              <li key={b.key} className={styles.row}>
                <Button
                  appearance="subtle"
                  className={styles.link}
                  icon={<MenuIcon name={b.icon} />}
                  onClick={() => navigate(b.url)}
                >
                  {title(b.title)}
                </Button>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={intl.formatMessage(messages.remove as Message, {
                    title: title(b.title),
                  })}
                  onClick={() => bookmarks.send({ type: 'bookmarks.remove', key: b.key })}
                />
              </li>
            ))}
          </ul>
        )}
        {current && (
          // One toggle for the current page keeps the keyboard focus where it was.
          <Button
            icon={saved ? <StarOffRegular /> : <StarAddRegular />}
            data-testid="bookmark-toggle"
            onClick={() =>
              saved
                ? bookmarks.send({ type: 'bookmarks.remove', key: current.key })
                : bookmarks.send({
                    type: 'bookmarks.add',
                    item: {
                      key: current.key,
                      url: current.url ?? path,
                      title: current.title,
                      icon: current.icon,
                    },
                  })
            }
          >
            {intl.formatMessage(saved ? messages.removeCurrent : messages.add)}
          </Button>
        )}
      </PopoverSurface>
    </Popover>
  );
}
