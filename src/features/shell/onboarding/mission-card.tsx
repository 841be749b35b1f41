import {
  Badge,
  Button,
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRepeatAllRegular,
  ArrowRightRegular,
  CheckmarkCircleFilled,
  LightbulbRegular,
  PeopleAddRegular,
  PlayRegular,
  ShareAndroidRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { CentreMission, MissionStatus } from '../../../../machines/rules/mission-status';
import { MISSION_TEXTS, centreMessages as m, STATUS_TEXTS } from './missions-centre-messages';

/** What a card's button does: start it, go back to where it runs, or do it again. */
export type MissionAction = 'start' | 'resume' | 'repeat';

const ICONS: Record<CentreMission, ReactElement> = {
  welcome: <VideoClipRegular />,
  addEmployees: <PeopleAddRegular />,
  shareBrand: <ShareAndroidRegular />,
  activateTips: <LightbulbRegular />,
};

const BADGE_COLOURS = {
  inProgress: 'brand',
  completed: 'success',
  pending: 'informative',
} as const satisfies Record<MissionStatus, string>;

const useStyles = makeStyles({
  card: { width: '100%', boxSizing: 'border-box' },
  current: {
    outlineWidth: tokens.strokeWidthThick,
    outlineStyle: 'solid',
    outlineColor: tokens.colorBrandStroke1,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '20px',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  iconDone: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
  },
});

/**
 * One mission of the centre: what it is, whether it is running, done or still to do, and the one
 * thing to do with it next.
 */
export function MissionCard({
  mission,
  status,
  action,
  primary,
  onAction,
}: {
  mission: CentreMission;
  status: MissionStatus;
  /** None while its screen already shows in the centre. */
  action: MissionAction | null;
  /** The card the admin is pointed at (its button is the primary one). */
  primary: boolean;
  onAction: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const name = intl.formatMessage(MISSION_TEXTS[mission].name);
  const label =
    action &&
    intl.formatMessage(action === 'start' ? m.start : action === 'resume' ? m.resume : m.repeat);
  const done = status === 'completed';
  return (
    <Card
      className={mergeClasses(styles.card, status === 'inProgress' && styles.current)}
      size="small"
      data-mission={mission}
      data-status={status}
    >
      <CardHeader
        image={
          <span className={mergeClasses(styles.icon, done && styles.iconDone)} aria-hidden="true">
            {done ? <CheckmarkCircleFilled /> : ICONS[mission]}
          </span>
        }
        header={<Text weight="semibold">{name}</Text>}
        description={<Text size={200}>{intl.formatMessage(MISSION_TEXTS[mission].text)}</Text>}
      />
      <div className={styles.footer}>
        <Badge appearance="tint" color={BADGE_COLOURS[status]} shape="rounded">
          {intl.formatMessage(STATUS_TEXTS[status])}
        </Badge>
        {action && label && (
          <Button
            size="small"
            appearance={primary ? 'primary' : action === 'repeat' ? 'subtle' : 'secondary'}
            icon={
              action === 'repeat' ? (
                <ArrowRepeatAllRegular />
              ) : action === 'resume' ? (
                <ArrowRightRegular />
              ) : (
                <PlayRegular />
              )
            }
            aria-label={`${label}: ${name}`}
            onClick={onAction}
          >
            {label}
          </Button>
        )}
      </div>
    </Card>
  );
}
