import { Caption1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectSettings } from '../../../machines/settings';
import { useAppActor } from '../../app-kit/system-context';
import { BrandLogo } from '../../ui/brand-logo';
import { authMessages } from './auth-messages';
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
  },
  // SPEC §2 settings: auth page colour white, gray or image (the brand gradient).
  image: {
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
  },
  white: { backgroundColor: tokens.colorNeutralBackground1 },
  gray: { backgroundColor: tokens.colorNeutralBackground3 },
  // Fluent's filled Card look (shadow, radius, transparent stroke) without Card itself: Card brings
  // tabster focus groups (~12 KB gzip) into the sign-in bundle for a box that is never interactive.
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    boxSizing: 'border-box',
    overflow: 'hidden',
    width: '100%',
    maxWidth: '420px',
    padding: '32px',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
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
  const color = useSelector(useAppActor('settings'), (s) => selectSettings(s).authPagesColor);
  return (
    <main className={mergeClasses(styles.page, styles[color])} data-auth-color={color}>
      <IndustryBackground />
      <div className={styles.card} data-testid="auth-card">
        <div className={styles.header}>
          <BrandLogo />
          <Caption1Strong className={styles.label}>
            {intl.formatMessage(authMessages.adminLabel)}
          </Caption1Strong>
        </div>
        {children}
      </div>
    </main>
  );
}
