import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectSettings } from '../../../machines/settings';
import { useAppActor } from '../../app-kit/system-context';
import { BrandLogo } from '../../ui/brand-logo';
import '../../ui/fluent-tokens.css';
import './auth.css';
import { authMessages } from './auth-messages';
import { IndustryBackground } from './industry-background';

/**
 * Frame of the login and auth layouts: brand logo, 'Admin' label and the industry background.
 * Plain CSS (auth.css), so the sign-in entry carries no Fluent UI.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const color = useSelector(useAppActor('settings'), (s) => selectSettings(s).authPagesColor);
  return (
    <main className="auth-page" data-auth-color={color}>
      <IndustryBackground />
      <div className="auth-card" data-testid="auth-card">
        <div className="auth-card-header">
          <BrandLogo />
          <span className="auth-card-label">{intl.formatMessage(authMessages.adminLabel)}</span>
        </div>
        {children}
      </div>
    </main>
  );
}
