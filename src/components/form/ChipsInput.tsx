import { TagsInput } from '@chakra-ui/react';
import { FieldShell, type FieldChrome } from './FieldShell';

export interface ChipsInputProps extends FieldChrome {
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
}

/**
 * A list of texts typed one by one: Enter or a comma adds a chip, its × (or Backspace) removes it.
 * Usage: `<ChipsInput label="Must contain" value={words} onChange={setWords} />`.
 */
export function ChipsInput({
  value,
  onChange,
  placeholder = 'Type and press Enter',
  label,
  ...chrome
}: ChipsInputProps) {
  return (
    <FieldShell {...chrome} label={label} hideLabel>
      <TagsInput.Root
        value={[...value]}
        onValueChange={(details) => onChange(details.value)}
        delimiter=","
        addOnPaste
        blurBehavior="add"
        disabled={chrome.disabled}
        invalid={Boolean(chrome.error)}
        size="sm"
      >
        {label !== undefined && <TagsInput.Label>{label}</TagsInput.Label>}
        <TagsInput.Control>
          {value.map((chip, index) => (
            <TagsInput.Item key={`${chip}-${index}`} index={index} value={chip}>
              <TagsInput.ItemPreview>
                <TagsInput.ItemText>{chip}</TagsInput.ItemText>
                <TagsInput.ItemDeleteTrigger />
              </TagsInput.ItemPreview>
            </TagsInput.Item>
          ))}
          <TagsInput.Input placeholder={placeholder} />
        </TagsInput.Control>
      </TagsInput.Root>
    </FieldShell>
  );
}
