import { makeStyles, tokens } from '@fluentui/react-components';
import { DomainSwitcher } from './domain-switcher';
import { LanguageSwitcher } from './language-switcher';
import { ProfileMenu } from './profile-menu';
import { ThemeSwitch } from './theme-switch';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '56px',
    padding: '0 16px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  spacer: { flexGrow: 1 },
});

/** The top bar (first version): domain, language, theme and profile. */
export function TopBar() {
  const styles = useStyles();
  return (
    <header className={styles.bar}>
      <DomainSwitcher />
      <div className={styles.spacer} />
      <LanguageSwitcher />
      <ThemeSwitch />
      <ProfileMenu />
    </header>
  );
}
