import { Button, Menu } from '@chakra-ui/react';
import { ChevronDown, Trash2 } from 'lucide-react';
import { Fragment } from 'react';
import { FloatingPortal } from '../../components/FloatingPortal';
import { ToolIcon } from './ToolIcon';
import {
  TOOL_MENU_GROUPS,
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
const TOOL_ENTRIES = TOOL_MENU_GROUPS.flat();

/** 'Select Action': Sync, the mods, the tools with options, then Delete..., in Bazarr's order. */
export function ToolsActionMenu({ disabled, onAction, onTool, onDelete }: ToolsActionMenuProps) {
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const entry = TOOL_ENTRIES.find((candidate) => entryValue(candidate) === value);
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
            {TOOL_MENU_GROUPS.map((group, index) => (
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
