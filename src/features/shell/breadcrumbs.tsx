import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectBreadcrumbs } from '../../../machines/menu';
import { useAppActor } from '../../app-kit/system-context';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { shellMessages } from './shell-messages';

/** Breadcrumbs derived from the menu tree; the home crumb links to /dashboard. */
export function Breadcrumbs() {
  const intl = useIntl();
  const title = useMenuTitle();
  const crumbs = useSelector(useAppActor('menu'), selectBreadcrumbs);
  const [, navigate] = useLocation();
  return (
    <Breadcrumb aria-label={intl.formatMessage(shellMessages.breadcrumbs)} size="small">
      {crumbs.map((crumb, i) => {
        const last = i === crumbs.length - 1;
        const url = crumb.url;
        return (
          <Fragment key={crumb.key}>
            <BreadcrumbItem>
              <BreadcrumbButton
                current={last}
                onClick={url && !last ? () => navigate(url) : undefined}
              >
                {title(crumb.title)}
              </BreadcrumbButton>
            </BreadcrumbItem>
            {!last && <BreadcrumbDivider />}
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
