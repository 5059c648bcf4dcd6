import type { LucideIcon } from 'lucide-react';
import { useFixedClass } from '../../components';
import { Hint } from '../../components/hint/Hint';
import { HISTORY_TOOLTIP_DELAY_MS } from '../../components/hint/hintDelays';
import { ICON_HINT } from './IconHint.looks';

/**
 * A small icon that says what it means in a tooltip (hover or keyboard focus) and to screen readers; a plain
 * element with a fixed class, as several are in every history row. Usage: `<IconHint icon={Info} label={entry.description} />`.
 */
export function IconHint({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <Hint content={label} openDelay={HISTORY_TOOLTIP_DELAY_MS}>
      {/* Focusable so keyboard users get the tooltip too. */}
      <span role="img" aria-label={label} tabIndex={0} className={useFixedClass(ICON_HINT)}>
        <Icon size={16} aria-hidden />
      </span>
    </Hint>
  );
}
