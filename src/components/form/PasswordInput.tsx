import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle (a pressed button shows the text). Only the input's type changes,
 * so what was typed stays as it is. Usage: `<PasswordInput autoComplete="current-password" {...register('password')} />`.
 */
export function PasswordInput({ ref, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          aria-label="Show password"
          aria-pressed={shown}
          disabled={input.disabled}
          onClick={() => setShown((visible) => !visible)}
        >
          {shown ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      {/* Its id stays the one Field gives it, so the label names it. */}
      <Input ref={ref} {...input} type={shown ? 'text' : 'password'} />
    </InputGroup>
  );
}
