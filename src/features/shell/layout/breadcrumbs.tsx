import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectBreadcrumbs } from '../../../../machines/menu';
import { useAppActor } from '../../../app-kit/system-context';
import { useMenuTitle } from '../../../app-kit/use-menu-title';
import { shellMessages } from './shell-messages';

// A deep page's trail (Inicio › Reportes › Supervisión › KPIs › Resumen mensual) is wider than a
// phone: it wraps instead of widening the page.
const useStyles = makeStyles({ root: { '& .fui-Breadcrumb__list': { flexWrap: 'wrap' } } });

/** Breadcrumbs derived from the menu tree; the home crumb links to /dashboard. */
export function Breadcrumbs() {
  const intl = useIntl();
  const styles = useStyles();
  const title = useMenuTitle();
  const crumbs = useSelector(useAppActor('menu'), selectBreadcrumbs);
  const [, navigate] = useLocation();
  return (
    <Breadcrumb
      className={styles.root}
      aria-label={intl.formatMessage(shellMessages.breadcrumbs)}
      size="small"
    >
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
