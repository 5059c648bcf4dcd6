import { Button, Menu } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { FloatingPortal } from '../../components/FloatingPortal';
import { DIRECT_ACTIONS, FORM_TOOLS, isFormTool, type FormTool } from './toolActions';

interface ToolsActionMenuProps {
  disabled: boolean;
  /** An action that runs at once (remove_HI, common...). */
  onAction: (action: string) => void;
  /** A tool that asks for options first. */
  onTool: (tool: FormTool) => void;
}

const DIRECT_PREFIX = 'action:';

/** 'Select Action': Sync, the mods, then the tools with options, in Bazarr's order. */
export function ToolsActionMenu({ disabled, onAction, onTool }: ToolsActionMenuProps) {
  const formItem = (tool: FormTool) => (
    <Menu.Item key={tool} value={tool}>
      {FORM_TOOLS[tool].label}
    </Menu.Item>
  );
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value.startsWith(DIRECT_PREFIX)) onAction(value.slice(DIRECT_PREFIX.length));
        else if (isFormTool(value)) onTool(value);
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
          </Menu.Content>
        </Menu.Positioner>
      </FloatingPortal>
    </Menu.Root>
  );
}
