import type { Message } from './messages';

/** A tool flag that can gate a menu item (SPEC §6). */
export type ToolFlag = 'training' | 'supervision' | 'satisfaction' | 'kpi' | 'dc3';

/** A menu entry (SPEC §3 "menu item"). `roles` first entry may be a tool flag. */
export interface MenuItem {
  key: string;
  title: Message | string;
  url?: string;
  icon?: string;
  count?: number;
  disabled?: boolean;
  target?: string;
  category?: boolean;
  children?: MenuItem[];
  roles?: string[];
}

/** A saved bookmark (SPEC §2). */
export interface Bookmark {
  url: string;
  key: string;
  title: Message | string;
  icon?: string;
}
