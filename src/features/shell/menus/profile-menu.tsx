import { Button, type ButtonProps, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { initialsOf } from '../../../../machines/rules/display-name';
import { selectUser } from '../../../../machines/session';
import { lazyReady } from '../../../app-kit/lazy-ready';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';
import { LazyMenu } from './lazy-menu';

// The initials circle is drawn here rather than with Fluent's Avatar: the Avatar (with its
// presence badge and image handling) cost ~9 KB gzip on every console visit for two letters.
const useStyles = makeStyles({
  initials: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackgroundStatic,
    color: tokens.colorNeutralForegroundStaticInverted,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
  },
  picture: {
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
  },
});

/** The avatar button: the menu's trigger, and its stand-in until first opened. */
function ProfileButton(props: ButtonProps) {
  const intl = useIntl();
  const styles = useStyles();
  const user = useSelector(useAppActor('session'), selectUser);
  const name = user?.name ?? '';
  const initials = initialsOf(name);
  const picture = user?.profileImage ?? null;
  // Remembers which address failed, so a new picture is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Button
      appearance="subtle"
      // The visible initials lead the name (WCAG 2.5.3 label in name).
      aria-label={`${initials} ${intl.formatMessage(shellMessages.profile)}: ${name}`}
      data-testid="profile-menu"
      data-tour="profile-menu"
      icon={
        // The admin's picture (SPEC §3 profile_image), else the initials; the button's label
        // names them, so the picture itself is decorative.
        picture && picture !== failed ? (
          <img
            className={styles.picture}
            src={picture}
            alt=""
            data-testid="profile-picture"
            onError={() => setFailed(picture)}
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials}
          </span>
        )
      }
      {...props}
    />
  );
}

const popup = lazyReady(() => import('./profile-menu-popup').then((m) => m.default));

/** Avatar menu: who is signed in, in which role, and the logout. */
export function ProfileMenu() {
  return <LazyMenu trigger={ProfileButton} popup={popup} />;
}
