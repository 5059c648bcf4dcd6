import { Box } from '@chakra-ui/react';
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
import { Hint } from '../../components/hint/Hint';

/** SPEC §9: history action tooltips open after 500 ms. */
export const HISTORY_TOOLTIP_DELAY_MS = 500;

const ICONS: Readonly<Record<number, LucideIcon>> = {
  0: Trash2,
  1: Download,
  2: User,
  3: Recycle,
  4: CloudUpload,
  5: Clock,
  6: Languages,
};

/**
 * The icon of a history action (0 Delete ... 6 Translated, anything else Unknown), named by the action and
 * showing it as a tooltip. Usage: `<HistoryActionIcon action={entry.action} />`.
 */
export function HistoryActionIcon({ action }: { action: number }) {
  const name = historyActionName(action);
  const Icon = ICONS[action] ?? CircleQuestionMark;
  return (
    <Hint content={name} openDelay={HISTORY_TOOLTIP_DELAY_MS}>
      {/* Focusable so keyboard users get the tooltip too. */}
      <Box
        as="span"
        role="img"
        aria-label={name}
        tabIndex={0}
        display="inline-flex"
        color="fg.muted"
        rounded="sm"
        focusRing="outside"
      >
        <Icon size={16} aria-hidden />
      </Box>
    </Hint>
  );
}
