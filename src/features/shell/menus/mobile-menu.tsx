import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectDrawerOpen } from '../../../../machines/menu';
import { useAppActor } from '../../../app-kit/system-context';
import { DomainLogo } from '../domain/domain-logo';
import { shellMessages } from '../layout/shell-messages';
import { LeftMenu } from './left-menu';

/**
 * Sends the menu machine each finished touch; its guard (`isOpeningSwipe`: start at x ≤ 70,
 * travel > 50) decides whether the drawer opens (SPEC §2).
 */
function useSwipeToOpen() {
  const menu = useAppActor('menu');
  useEffect(() => {
    let startX: number | null = null;
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? null;
    };
    const onEnd = (e: TouchEvent) => {
      const endX = e.changedTouches[0]?.clientX;
      if (startX !== null && endX !== undefined) menu.send({ type: 'menu.swipe', startX, endX });
      startX = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [menu]);
}

/** The mobile menu (< 768 px): a drawer opened by the top-bar handle or a right swipe. */
export function MobileMenu() {
  const intl = useIntl();
  const menu = useAppActor('menu');
  const open = useSelector(menu, selectDrawerOpen);
  useSwipeToOpen();
  return (
    <OverlayDrawer
      position="start"
      open={open}
      onOpenChange={(_, d) => !d.open && menu.send({ type: 'menu.drawer.close' })}
      aria-label={intl.formatMessage(shellMessages.menu)}
      data-testid="mobile-menu"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={intl.formatMessage(shellMessages.closeMenu)}
              icon={<DismissRegular />}
              onClick={() => menu.send({ type: 'menu.drawer.close' })}
            />
          }
        >
          <DomainLogo size={32} />
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <LeftMenu />
      </DrawerBody>
    </OverlayDrawer>
  );
}
