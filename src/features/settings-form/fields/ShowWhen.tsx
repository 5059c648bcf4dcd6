import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSettingValue } from '../useSetting';

export interface ShowWhenProps {
  /** The key whose current (staged or stored) value decides. */
  settingKey: string;
  /** Shown when this returns true for that value. */
  matches: (value: unknown) => boolean;
  /** Indents the dependent fields under the one they depend on. */
  indent?: boolean;
  children: ReactNode;
}

/**
 * Conditional fields: shown while another key's value matches, e.g. the Username and Password of an
 * authentication type. Hidden fields keep their staged values.
 * Usage: `<ShowWhen settingKey="settings-auth-type" matches={(type) => type !== 'none'}>...</ShowWhen>`.
 */
export function ShowWhen({ settingKey, matches, indent = true, children }: ShowWhenProps) {
  const value = useSettingValue(settingKey);
  if (!matches(value)) return null;
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="5"
      ps={indent ? '4' : undefined}
      borderStartWidth={indent ? '2px' : undefined}
      borderColor="border"
    >
      {children}
    </Box>
  );
}
