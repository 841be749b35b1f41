import {
  BoardRegular,
  ClipboardTaskRegular,
  EmojiSmileSlightRegular,
  HatGraduationRegular,
  HistoryRegular,
  PeopleRegular,
  TrophyRegular,
} from '@fluentui/react-icons';

// Menu items name their icon (the machines stay free of React); this is the one mapping.
const ICONS = {
  dashboard: BoardRegular,
  rankings: TrophyRegular,
  training: HatGraduationRegular,
  supervision: ClipboardTaskRegular,
  satisfaction: EmojiSmileSlightRegular,
  people: PeopleRegular,
  log: HistoryRegular,
} as const;

/** The icon of a menu item, or nothing. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name && name in ICONS ? ICONS[name as keyof typeof ICONS] : undefined;
  return Icon ? <Icon fontSize={20} aria-hidden="true" /> : null;
}
