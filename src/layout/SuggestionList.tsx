import { Box, Image } from '@chakra-ui/react';
import { Film, Tv } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useFixedClass } from '../components';
import type { Suggestion } from './searchSuggestions';

// The list and its 'No results' are rendered (hidden) with every page: plain elements with fixed classes (issue 16).
const LIST = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetEnd: { base: '2', sm: '0' },
  // On a phone the list takes the screen's width, not the narrow box's.
  w: { base: 'calc(100vw - 1rem)', sm: 'auto' },
  minW: { sm: '72' },
  // Wider screens: the list grows leftwards from the box's right edge, which sits left of the System button (at
  // most 4.25rem from the window's edge): 5.5rem keeps its left edge inside the window.
  maxW: { base: 'calc(100vw - 1rem)', sm: 'min(36rem, calc(100vw - 5.5rem))' },
  maxH: '80',
  overflowY: 'auto',
  py: '1',
  listStyleType: 'none',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  boxShadow: 'lg',
  zIndex: 'dropdown',
} as const;
const NO_RESULTS = { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' } as const;

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
  const noResults = useFixedClass(NO_RESULTS);
  return (
    <ul
      className={useFixedClass(LIST)}
      id={id}
      role="listbox"
      aria-label="Search results"
      hidden={!open}
    >
      {suggestions.map((suggestion, index) => (
        <li key={suggestion.value} role="presentation">
          <Box
            asChild
            display="flex"
            alignItems="center"
            gap="1"
            px="3"
            py="2"
            fontSize="sm"
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
              // Long titles are cut with an ellipsis: the whole one on hover, with what it is.
              title={`${suggestion.kind === 'series' ? 'Series' : 'Movie'}: ${suggestion.label}`}
            >
              <SuggestionPoster poster={suggestion.poster} />
              {/* Isolated, so a right-to-left title does not pull the year into it; cut at its own end. */}
              <Box as="bdi" truncate minW="0">
                {suggestion.title}
              </Box>
              {suggestion.year && (
                <Box as="span" flexShrink={0}>
                  {` (${suggestion.year})`}
                </Box>
              )}
              <Box as="span" flexShrink={0} ms="auto" ps="2" color="fg.muted" aria-hidden>
                {suggestion.kind === 'series' ? <Tv size={14} /> : <Film size={14} />}
              </Box>
            </RouterLink>
          </Box>
        </li>
      ))}
      {suggestions.length === 0 && (
        <li role="presentation">
          <p className={noResults}>No results</p>
        </li>
      )}
    </ul>
  );
}

/** A small poster beside a suggestion (decorative: the title says what it is); a blank box keeps rows aligned. */
function SuggestionPoster({ poster }: { poster: string | null }) {
  return (
    <Box flexShrink={0} w="6" h="9" me="1" rounded="xs" overflow="hidden" bg="bg.muted">
      {poster && (
        <Image
          src={poster}
          alt=""
          loading="lazy"
          w="full"
          h="full"
          objectFit="cover"
          // A poster that does not load leaves the blank box.
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      )}
    </Box>
  );
}
