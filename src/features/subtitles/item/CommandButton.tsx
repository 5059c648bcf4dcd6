import { ToolbarButton } from '../../../components';
import type { PageCommand } from '../../commands/pageCommands';

/** A toolbar button for an action the command palette offers too: same text, icon, rule and handler. */
export function CommandButton({ command }: { command: PageCommand }) {
  const { icon: CommandIcon, label, disabled, run } = command;
  return (
    <ToolbarButton icon={CommandIcon ? <CommandIcon /> : null} disabled={disabled} onClick={run}>
      {label}
    </ToolbarButton>
  );
}
