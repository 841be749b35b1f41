import {
  Button,
  Caption1,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Subtitle2,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  DeleteRegular,
  SearchRegular,
  StarAddRegular,
  StarOffRegular,
  StarRegular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectVisibleBookmarks } from '../../../../machines/bookmarks';
import { selectDomainTools, selectRole } from '../../../../machines/domain';
import { searchBookmarkable } from '../../../../machines/rules/bookmarks';
import type { Bookmark, MenuItem } from '../../../../machines/types/menu';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';
import { useMenuTitle } from '../../../app-kit/use-menu-title';
import { useNotify } from '../../../app-kit/use-notify';
import { MenuIcon } from './menu-icon';

const messages = defineMessages({
  button: { id: 'bookmarks.button', defaultMessage: 'Favoritos' },
  title: { id: 'bookmarks.title', defaultMessage: 'Páginas favoritas' },
  empty: { id: 'bookmarks.empty', defaultMessage: 'Aún no tienes páginas favoritas.' },
  add: { id: 'bookmarks.add', defaultMessage: 'Agregar esta página' },
  removeCurrent: { id: 'bookmarks.removeCurrent', defaultMessage: 'Quitar esta página' },
  remove: { id: 'bookmarks.remove', defaultMessage: 'Quitar {title} de favoritos' },
  addEntry: { id: 'bookmarks.addEntry', defaultMessage: 'Agregar {title} a favoritos' },
  search: { id: 'bookmarks.search', defaultMessage: 'Buscar páginas' },
  results: { id: 'bookmarks.results', defaultMessage: 'Páginas encontradas' },
  noResults: {
    id: 'bookmarks.noResults',
    defaultMessage: 'Ninguna página coincide con la búsqueda.',
  },
});

/** The same bookmarks in the same order: the filtered list is a new array on every read. */
const sameBookmarks = (a: readonly Bookmark[], b: readonly Bookmark[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A menu entry as the bookmark it would be saved as. */
const bookmarkOf = (entry: MenuItem, path: string): Bookmark => ({
  key: entry.key,
  url: entry.url ?? path,
  title: entry.title,
  icon: entry.icon,
});

const useStyles = makeStyles({
  surface: { width: '300px', display: 'grid', gap: '8px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  row: { display: 'flex', alignItems: 'center', gap: '4px' },
  link: { flexGrow: 1, justifyContent: 'flex-start' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * Top-bar bookmarks (SPEC §2, §5, §6): saved menu entries, at most three; adding a fourth shows
 * the machine's limit notice. The list and the page search keep to the entries the menu shows the
 * role with the domain's modules, by the menu's own rule.
 */
export function BookmarksMenu() {
  const styles = useStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const notify = useNotify();
  const [path, navigate] = useLocation();
  const bookmarks = useAppActor('bookmarks');
  const domain = useAppActor('domain');
  const role = useSelector(domain, selectRole);
  const tools = useSelector(domain, selectDomainTools);
  const items = useSelector(useAppActor('menu'), (s) => s.context.items);
  const favs = useSelector(
    bookmarks,
    (s) => selectVisibleBookmarks(s, items, role, tools),
    sameBookmarks,
  );
  const [search, setSearch] = useState('');
  const titleText = (t: MenuItem['title']) => title(t);
  const entries = searchBookmarkable(items, role, tools, '', titleText);
  const current = entries.find((i) => i.url === path);
  const found =
    search.trim() === '' ? null : searchBookmarkable(items, role, tools, search, titleText);
  const isSaved = (key: string) => favs.some((b) => b.key === key);

  useEffect(() => {
    const sub = bookmarks.on('bookmarks.notice', ({ notice }) => notify(notice, 'bookmarks'));
    return () => sub.unsubscribe();
  }, [bookmarks, notify]);

  const saved = current ? isSaved(current.key) : false;

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
        <Input
          type="search"
          size="small"
          contentBefore={<SearchRegular />}
          aria-label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.search)}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
          data-testid="bookmarks-search"
        />
        {found ? (
          found.length === 0 ? (
            <Caption1 className={styles.empty}>{intl.formatMessage(messages.noResults)}</Caption1>
          ) : (
            <ul
              className={styles.list}
              aria-label={intl.formatMessage(messages.results)}
              data-testid="bookmarks-results"
            >
              {found.map((entry) => {
                const name = title(entry.title);
                const inList = isSaved(entry.key);
                return (
                  <li key={entry.key} className={styles.row}>
                    <Button
                      appearance="subtle"
                      className={styles.link}
                      icon={<MenuIcon name={entry.icon} />}
                      onClick={() => navigate(entry.url ?? path)}
                    >
                      {name}
                    </Button>
                    <Button
                      appearance="subtle"
                      icon={inList ? <StarOffRegular /> : <StarAddRegular />}
                      aria-label={intl.formatMessage(
                        (inList ? messages.remove : messages.addEntry) as Message,
                        { title: name },
                      )}
                      onClick={() =>
                        inList
                          ? bookmarks.send({ type: 'bookmarks.remove', key: entry.key })
                          : bookmarks.send({ type: 'bookmarks.add', item: bookmarkOf(entry, path) })
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )
        ) : favs.length === 0 ? (
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
                : bookmarks.send({ type: 'bookmarks.add', item: bookmarkOf(current, path) })
            }
          >
            {intl.formatMessage(saved ? messages.removeCurrent : messages.add)}
          </Button>
        )}
      </PopoverSurface>
    </Popover>
  );
}
