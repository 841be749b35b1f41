import {
  BoardRegular,
  BookQuestionMarkRegular,
  ClipboardTaskRegular,
  EmojiSmileSlightRegular,
  FlowchartRegular,
  HandWaveRegular,
  HatGraduationRegular,
  HistoryRegular,
  LightbulbRegular,
  PeopleRegular,
  PersonAddRegular,
  PhoneRegular,
  PlugConnectedRegular,
  QuestionCircleRegular,
  TargetArrowRegular,
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
  integrations: PlugConnectedRegular,
  machines: FlowchartRegular,
  support: QuestionCircleRegular,
  supportMissions: TargetArrowRegular,
  supportWelcome: HandWaveRegular,
  supportAddUsers: PersonAddRegular,
  supportRegister: PhoneRegular,
  supportTips: LightbulbRegular,
  supportFaqs: BookQuestionMarkRegular,
} as const;

/** The icon of a menu item, or nothing. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = name && name in ICONS ? ICONS[name as keyof typeof ICONS] : undefined;
  return Icon ? <Icon fontSize={20} aria-hidden="true" /> : null;
}
