import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell';
import { PasswordInput } from './PasswordInput';

export interface TextFieldProps extends FieldChrome, Omit<InputProps, 'required' | 'disabled'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input; spreads react-hook-form's `register`. `type="password"` adds the show/hide toggle.
 * Usage: `<TextField label="Address" {...register('ip')} error={errors.ip?.message} />`.
 */
export function TextField({
  label,
  description,
  error,
  required,
  disabled,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
    >
      {input.type === 'password' ? <PasswordInput {...input} /> : <Input {...input} />}
    </FieldShell>
  );
}

export interface TextAreaFieldProps
  extends FieldChrome, Omit<TextareaProps, 'required' | 'disabled'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input. Usage: `<TextAreaField label="URL" {...register('url')} />`. */
export function TextAreaField({
  label,
  description,
  error,
  required,
  disabled,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
    >
      <Textarea autoresize {...textarea} />
    </FieldShell>
  );
}
