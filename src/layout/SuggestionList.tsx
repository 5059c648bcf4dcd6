import { Box, Image } from '@chakra-ui/react';
import { Film, Tv } from 'lucide-react';
import { RouteLink, useFixedClass } from '../components';
import type { Suggestion } from './searchSuggestions';
import { LIST, NO_RESULTS } from './SuggestionList.looks';

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
            <RouteLink
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
            </RouteLink>
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
