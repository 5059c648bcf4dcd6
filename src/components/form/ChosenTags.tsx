import { Badge, IconButton, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { optionView } from './optionView';
import type { KeyedOption } from './selectorOptions';

interface ChosenTagsProps<T> {
  chosen: readonly KeyedOption<T>[];
  onRemove: (key: string) => void;
  disabled?: boolean;
}

/** The values of a multiple choice, each with a button that takes it out ('Remove English'). */
export function ChosenTags<T>({ chosen, onRemove, disabled }: ChosenTagsProps<T>) {
  if (chosen.length === 0) return null;
  return (
    <Wrap as="ul" gap="1.5" listStyleType="none" mt="1.5">
      {chosen.map((item) => (
        <Badge as="li" key={item.key} variant="subtle" colorPalette="brand" size="md" pe="0">
          {optionView(item)}
          <IconButton
            aria-label={`Remove ${item.label}`}
            variant="ghost"
            size="2xs"
            minW="5"
            h="5"
            disabled={disabled}
            onClick={() => onRemove(item.key)}
          >
            <X />
          </IconButton>
        </Badge>
      ))}
    </Wrap>
  );
}
