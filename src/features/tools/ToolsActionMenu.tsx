import { Button, Menu } from '@chakra-ui/react';
import { ChevronDown, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { FloatingPortal } from '../../components/FloatingPortal';
import { useBackend } from '../../api/backend/selectBackend';
import { ToolIcon } from './ToolIcon';
import {
  toolMenuGroups,
  type FormTool,
  type ToolMenuEntry,
  type ToolTaskName,
} from '../../api/subtitleToolActions';

interface ToolsActionMenuProps {
  disabled: boolean;
  /** An action that runs at once (remove_HI, common...), with the name its tasks go under. */
  onAction: (action: string, taskName: ToolTaskName) => void;
  /** A tool that asks for options first. */
  onTool: (tool: FormTool) => void;
  /** Delete... the selected files (after a confirmation). */
  onDelete: () => void;
}

const DELETE = 'delete';
const entryValue = (entry: ToolMenuEntry) =>
  entry.kind === 'form' ? entry.tool : `action:${entry.action}`;

/**
 * 'Select Action': Sync, the mods, the tools with options, then Delete..., in Bazarr's order; only the tools the
 * connected Bazarr has.
 */
export function ToolsActionMenu({ disabled, onAction, onTool, onDelete }: ToolsActionMenuProps) {
  const groups = toolMenuGroups(useBackend());
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const entry = groups.flat().find((candidate) => entryValue(candidate) === value);
        if (entry?.kind === 'direct') onAction(entry.action, entry.label);
        else if (entry?.kind === 'form') onTool(entry.tool);
        else if (value === DELETE) onDelete();
      }}
    >
      <Menu.Trigger asChild>
        <Button colorPalette="brand" disabled={disabled}>
          Select Action
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <FloatingPortal>
        <Menu.Positioner>
          <Menu.Content>
            {groups.map((group, index) => (
              <Fragment key={index}>
                {group.map((entry) => (
                  <Menu.Item key={entryValue(entry)} value={entryValue(entry)}>
                    <ToolIcon entry={entry} />
                    {entry.label}
                  </Menu.Item>
                ))}
                <Menu.Separator />
              </Fragment>
            ))}
            <Menu.Item value={DELETE} color="fg.error">
              <Trash2 />
              Delete...
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
