import { Caption1Strong, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authMessages } from './auth-messages';
import { BrandLogo } from './brand-logo';
import { IndustryBackground } from './industry-background';

const useStyles = makeStyles({
  page: {
    position: 'relative',
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '24px',
    boxSizing: 'border-box',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
  },
  card: { position: 'relative', width: '100%', maxWidth: '420px', padding: '32px' },
  header: { display: 'flex', alignItems: 'center', gap: '12px', marginBottom: '8px' },
  label: {
    padding: '2px 8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
  },
});

/** Frame of the login and auth layouts: brand logo, 'Admin' label and the industry background. */
export function AuthShell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <IndustryBackground />
      <Card className={styles.card}>
        <div className={styles.header}>
          <BrandLogo />
          <Caption1Strong className={styles.label}>
            {intl.formatMessage(authMessages.adminLabel)}
          </Caption1Strong>
        </div>
        {children}
      </Card>
    </main>
  );
}
