import { makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { selectSettings } from '../../../machines/settings';
import { useAppActor } from '../../app/system/system-context';
import { BrandLogo } from '../auth/brand-logo';
import { Breadcrumbs } from './breadcrumbs';
import { DomainError } from './domain-error';
import { DomainModal } from './domain-modal';
import { LeftMenu } from './left-menu';
import { TopBar } from './top-bar';

const useStyles = makeStyles({
  shell: {
    display: 'grid',
    gridTemplateColumns: 'var(--app-menu-width) 1fr',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  aside: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { display: 'flex', alignItems: 'center', gap: '8px', padding: '16px 16px 0' },
  column: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { display: 'grid', gap: '16px', padding: '16px 24px', alignContent: 'start' },
});

/** The main layout (first version): left menu, top bar, breadcrumbs and the domain modal. */
export function MainLayout({ path, children }: { path: string; children: ReactNode }) {
  const styles = useStyles();
  const menu = useAppActor('menu');
  const width = useSelector(useAppActor('settings'), (s) => selectSettings(s).leftMenuWidth);

  // The menu machine recalculates selected and opened keys from the path.
  useEffect(() => {
    menu.send({ type: 'menu.route', path });
  }, [menu, path]);

  return (
    <div
      className={styles.shell}
      style={{ '--app-menu-width': `${width}px` } as React.CSSProperties}
    >
      <aside className={styles.aside}>
        <div className={styles.brand}>
          <BrandLogo size={32} />
        </div>
        <LeftMenu />
      </aside>
      <div className={styles.column}>
        <TopBar />
        <main className={styles.content}>
          <Breadcrumbs />
          <DomainError />
          {children}
        </main>
      </div>
      <DomainModal />
    </div>
  );
}
