import { Box, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Suggestion } from './searchSuggestions';

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: Suggestion[];
  /** The suggestion Enter opens (aria-activedescendant of the input). */
  activeValue?: string;
  onHighlight: (index: number) => void;
  /** A suggestion was followed: the search box empties itself. */
  onOpen: () => void;
}

/** The listbox under the global search box: one link per suggestion, or 'No results'. */
export function SuggestionList({
  id,
  open,
  suggestions,
  activeValue,
  onHighlight,
  onOpen,
}: SuggestionListProps) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label="Search results"
      hidden={!open}
      position="absolute"
      top="calc(100% + 4px)"
      insetEnd={{ base: '2', sm: '0' }}
      // On a phone the list takes the screen's width, not the narrow box's.
      w={{ base: 'calc(100vw - 1rem)', sm: 'auto' }}
      minW={{ sm: '72' }}
      maxW="calc(100vw - 1rem)"
      maxH="80"
      overflowY="auto"
      py="1"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      boxShadow="lg"
      zIndex="dropdown"
    >
      {suggestions.map((suggestion, index) => (
        <li key={suggestion.value} role="presentation">
          <Box
            asChild
            display="block"
            px="3"
            py="2"
            fontSize="sm"
            truncate
            data-highlighted={suggestion.value === activeValue ? '' : undefined}
            _highlighted={{ bg: 'brand.subtle', color: 'brand.fg' }}
          >
            <RouterLink
              id={`${id}-${suggestion.value}`}
              role="option"
              aria-selected={suggestion.value === activeValue}
              to={suggestion.path}
              tabIndex={-1}
              // Keeps the focus in the input, so its blur does not empty the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHighlight(index)}
              onClick={onOpen}
            >
              {suggestion.label}
            </RouterLink>
          </Box>
        </li>
      ))}
      {suggestions.length === 0 && (
        <li role="presentation">
          <Text px="3" py="2" fontSize="sm" color="fg.muted">
            No results
          </Text>
        </li>
      )}
    </Box>
  );
}
