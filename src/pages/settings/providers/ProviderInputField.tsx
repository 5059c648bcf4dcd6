import { asText, asTexts } from '../../../features/settings-form';
import { ChipsInput, NumberField, Selector, SwitchField, TextField } from '../../../components';
import { inputLabel, type ProviderInput } from './catalogueShared';

interface ProviderInputFieldProps {
  input: ProviderInput;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}

/** One input of a provider, by its type (text, password, switch, chips, select, number). */
export function ProviderInputField({ input, value, onChange, error }: ProviderInputFieldProps) {
  const label = inputLabel(input);
  switch (input.type) {
    case 'text':
    case 'password':
      return (
        <TextField
          label={label}
          type={input.type}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={input.type === 'password' ? 'new-password' : 'off'}
          error={error}
        />
      );
    case 'switch':
      return (
        <SwitchField label={label} checked={value === true} onChange={onChange} error={error} />
      );
    case 'chips':
      return <ChipsInput label={label} value={asTexts(value)} onChange={onChange} error={error} />;
    case 'number':
      return (
        <NumberField
          label={label}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
          onInvalidText={onChange}
          min={input.min}
          max={input.max}
          decimals={0}
          error={error}
        />
      );
    case 'select':
      return (
        <Selector
          label={label}
          options={input.options.map((option) => ({ value: option, label: option }))}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          error={error}
        />
      );
  }
}
