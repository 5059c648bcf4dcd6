import { Button, Menu } from '@chakra-ui/react';
import { ChevronDown, Trash2 } from 'lucide-react';
import { FloatingPortal } from '../../components/FloatingPortal';
import {
  DIRECT_ACTIONS,
  FORM_TOOLS,
  isFormTool,
  type FormTool,
  type ToolTaskName,
} from './toolActions';

interface ToolsActionMenuProps {
  disabled: boolean;
  /** An action that runs at once (remove_HI, common...), with the name its tasks go under. */
  onAction: (action: string, taskName: ToolTaskName) => void;
  /** A tool that asks for options first. */
  onTool: (tool: FormTool) => void;
  /** Delete... the selected files (after a confirmation). */
  onDelete: () => void;
}

const DIRECT_PREFIX = 'action:';
const DELETE = 'delete';

/** 'Select Action': Sync, the mods, the tools with options, then Delete..., in Bazarr's order. */
export function ToolsActionMenu({ disabled, onAction, onTool, onDelete }: ToolsActionMenuProps) {
  const formItem = (tool: FormTool) => (
    <Menu.Item key={tool} value={tool}>
      {FORM_TOOLS[tool].label}
    </Menu.Item>
  );
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const direct = DIRECT_ACTIONS.find(({ action }) => `${DIRECT_PREFIX}${action}` === value);
        if (direct) onAction(direct.action, direct.label);
        else if (isFormTool(value)) onTool(value);
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
            {formItem('sync')}
            <Menu.Separator />
            {DIRECT_ACTIONS.map(({ action, label }) => (
              <Menu.Item key={action} value={`${DIRECT_PREFIX}${action}`}>
                {label}
              </Menu.Item>
            ))}
            <Menu.Separator />
            {formItem('color')}
            {formItem('frameRate')}
            {formItem('timeOffset')}
            {formItem('translate')}
            <Menu.Separator />
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
