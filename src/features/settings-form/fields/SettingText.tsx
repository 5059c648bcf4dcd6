import { HStack, Input, InputGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldShell } from '../../../components/form/FieldShell';
import { useSettingField } from '../useSetting';
import { asText, type SettingFieldProps } from './fieldProps';

export interface SettingTextProps extends SettingFieldProps {
  placeholder?: string;
  type?: 'text' | 'password';
  readOnly?: boolean;
  /** Shown before the input, e.g. '/' for a base URL. */
  prefix?: ReactNode;
  /** Shown beside the input, e.g. buttons acting on it. */
  suffix?: ReactNode;
  autoComplete?: string;
}

/** A text input bound to a key. Usage: `<SettingText settingKey="settings-general-ip" label="Address" />`. */
export function SettingText({
  settingKey,
  label,
  description,
  disabled,
  placeholder,
  type = 'text',
  readOnly,
  prefix,
  suffix,
  autoComplete,
}: SettingTextProps) {
  const field = useSettingField(settingKey);
  const input = (
    <Input
      ref={field.ref}
      name={field.name}
      value={asText(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      placeholder={placeholder}
      type={type}
      readOnly={readOnly}
      autoComplete={autoComplete ?? (type === 'password' ? 'new-password' : 'off')}
      fontFamily={readOnly ? 'mono' : undefined}
    />
  );
  const withPrefix =
    prefix === undefined ? input : <InputGroup startAddon={prefix}>{input}</InputGroup>;
  return (
    <FieldShell label={label} description={description} error={field.error} disabled={disabled}>
      {suffix === undefined ? (
        withPrefix
      ) : (
        <HStack gap="1" w="full">
          {withPrefix}
          {suffix}
        </HStack>
      )}
    </FieldShell>
  );
}
