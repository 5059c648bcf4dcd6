import {
  CircleQuestionMark,
  Clock,
  CloudUpload,
  Download,
  Languages,
  Recycle,
  Trash2,
  User,
  type LucideIcon,
} from 'lucide-react';
import { historyActionName } from '../../api/schemas/history';
import { IconHint } from './IconHint';

const ICONS: Readonly<Record<number, LucideIcon>> = {
  0: Trash2,
  1: Download,
  2: User,
  3: Recycle,
  4: CloudUpload,
  5: Clock,
  6: Languages,
};

/** The icon of a history action code (CircleQuestionMark for a code outside the table). */
export function historyActionIconOf(action: number): LucideIcon {
  return ICONS[action] ?? CircleQuestionMark;
}

/**
 * The icon of a history action (0 Delete ... 6 Translated, anything else Unknown), named by the action and
 * showing it as a tooltip. Usage: `<HistoryActionIcon action={entry.action} />`.
 */
export function HistoryActionIcon({ action }: { action: number }) {
  return <IconHint icon={historyActionIconOf(action)} label={historyActionName(action)} />;
}
