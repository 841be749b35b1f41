import { makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingFactoryRegular,
  CartRegular,
  FoodRegular,
  HatGraduationRegular,
} from '@fluentui/react-icons';

const useStyles = makeStyles({
  layer: {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    pointerEvents: 'none',
    color: tokens.colorNeutralForegroundOnBrand,
    opacity: 0.16,
  },
  icon: { position: 'absolute', fontSize: '160px' },
});

// The four industries the console serves (SPEC §1): education, restaurants, retail, manufacturing.
const ICONS = [
  { Icon: HatGraduationRegular, style: { top: '8%', left: '6%', transform: 'rotate(-12deg)' } },
  { Icon: FoodRegular, style: { top: '12%', right: '8%', transform: 'rotate(10deg)' } },
  { Icon: CartRegular, style: { bottom: '10%', left: '10%', transform: 'rotate(8deg)' } },
  {
    Icon: BuildingFactoryRegular,
    style: { bottom: '8%', right: '6%', transform: 'rotate(-8deg)' },
  },
];

/** Decorative background of the sign-in screens: four industry icons. */
export function IndustryBackground() {
  const styles = useStyles();
  return (
    <div className={styles.layer} aria-hidden="true" data-testid="industry-background">
      {ICONS.map(({ Icon, style }) => (
        <Icon key={Icon.displayName} className={styles.icon} style={style} />
      ))}
    </div>
  );
}
