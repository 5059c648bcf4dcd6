import { HStack, Input, InputGroup } from '@chakra-ui/react';
import type { ChangeEvent, ReactNode } from 'react';
import { FieldShell } from '../../../components/form/FieldShell';
import { PasswordInput } from '../../../components/form/PasswordInput';
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
  const inputProps = {
    ref: field.ref,
    name: field.name,
    value: asText(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    placeholder,
    readOnly,
    autoComplete: autoComplete ?? (type === 'password' ? 'new-password' : 'off'),
    fontFamily: readOnly ? 'mono' : undefined,
  };
  // A password gets the show/hide toggle.
  const input =
    type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />;
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
