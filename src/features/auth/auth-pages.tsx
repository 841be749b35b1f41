import { Redirect } from 'wouter';
import { AppThemeProvider } from '../../app-kit/theme-provider';
import { authMessages } from './auth-messages';
import { ForgotPasswordPage } from './forgot-password-page';
import { LockscreenPage } from './lockscreen-page';
import { MessagePage } from './message-page';

/**
 * The auth layout's pages (SPEC §2): 404, 500, the password reset and the lock screen. A lazy
 * chunk that brings the Fluent theme its buttons and message bars need (the shell is plain CSS).
 */
export function AuthPage({ path }: { path: string }) {
  return (
    <AppThemeProvider inline>
      <AuthPageBody path={path} />
    </AppThemeProvider>
  );
}

function AuthPageBody({ path }: { path: string }) {
  switch (path) {
    case '/auth/404':
      return (
        <MessagePage code="404" title={authMessages.notFoundTitle} text={authMessages.notFound} />
      );
    case '/auth/500':
      return (
        <MessagePage
          code="500"
          title={authMessages.serverErrorTitle}
          text={authMessages.serverError}
          retry
        />
      );
    case '/auth/forgot-password':
      return <ForgotPasswordPage />;
    case '/auth/lockscreen':
      return <LockscreenPage />;
    default:
      return <Redirect to="/auth/404" replace />;
  }
}
