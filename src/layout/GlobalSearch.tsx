import { Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useSearchQuery } from '../api/system';
import { useFixedClass } from '../components';
import { Hint } from '../components/hint/Hint';
import { lazyNamed } from '../lib/lazyNamed';
import { useDebouncedValue } from './useDebouncedValue';
import { useSlashToFocus } from './commandPalette/hotkeys';
import { stillMatching, toSuggestions } from './searchSuggestions';
import { BOX, GROUP, INPUT, START_ELEMENT } from './GlobalSearch.looks';

/** docs/behaviour.md §9: the search waits 500 ms after the last keystroke; its tooltip 1500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
const TOOLTIP_DELAY_MS = 1500;

// Shown only once someone types: its chunk loads when the box first gets focus (the first visit's bytes).
const SuggestionList = lazyNamed(() =>
  import(/* webpackChunkName: "search-suggestions" */ './SuggestionList').then(
    (module) => module.SuggestionList,
  ),
);

/** The list's place while its chunk loads: empty and hidden, so that the input's aria-controls names it. */
function ClosedList({ id }: { id: string }) {
  return <ul id={id} role="listbox" aria-label="Search results" hidden />;
}

/** Moves the highlighted suggestion, wrapping around at both ends. */
function step(index: number, delta: number, count: number): number {
  return count === 0 ? 0 : (index + delta + count) % count;
}

/**
 * The header's search box (ARIA combobox): the backend matches titles, and the last answer narrows case- and
 * accent-insensitively while the next one is awaited; each suggestion is a link to the series or movie, with its
 * poster. The text clears when the box loses focus.
 */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const [focused, setFocused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // '/' anywhere outside a text field focuses this box.
  useSlashToFocus(inputRef);

  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useSearchQuery(query, { skip: query === '' });
  const answered = useMemo(() => (query === '' ? [] : toSuggestions(data)), [data, query]);
  // Until the search for the text as typed now answers, the last answer narrows to what still fits it.
  const current = text.trim();
  const suggestions = useMemo(
    () => (query === current ? answered : stillMatching(answered, current)),
    [answered, query, current],
  );
  const settled = query !== '' && query === text.trim() && !isFetching;
  const expanded = listOpen && text.trim() !== '' && (suggestions.length > 0 || settled);
  const active = suggestions[Math.min(highlighted, suggestions.length - 1)];

  function reset() {
    setText('');
    setListOpen(false);
    setHighlighted(0);
  }

  function open(path: string) {
    reset();
    navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setHighlighted((index) =>
        step(index, event.key === 'ArrowDown' ? 1 : -1, suggestions.length),
      );
    } else if (event.key === 'Enter' && expanded && active) {
      event.preventDefault();
      open(active.path);
    } else if (event.key === 'Escape') {
      if (expanded) setListOpen(false);
      else reset();
    }
  }

  return (
    // A hint for the pointer only: while typing it would cover the suggestions.
    <Hint content="Search series and movies" openDelay={TOOLTIP_DELAY_MS} disabled={focused}>
      <div className={useFixedClass(BOX)}>
        <div className={`chakra-group ${useFixedClass(GROUP)}`}>
          <div className={useFixedClass(START_ELEMENT)}>
            <Search size={16} />
          </div>
          <input
            ref={inputRef}
            className={`chakra-input ${useFixedClass(INPUT)}`}
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active ? `${listId}-${active.value}` : undefined}
            placeholder="Search"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setHighlighted(0);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setFocused(true);
              setEngaged(true);
              void SuggestionList.preload();
            }}
            onBlur={() => {
              setFocused(false);
              reset();
            }}
          />
        </div>
        {engaged ? (
          <Suspense fallback={<ClosedList id={listId} />}>
            <SuggestionList
              id={listId}
              open={expanded}
              suggestions={suggestions}
              activeValue={active?.value}
              onHighlight={setHighlighted}
              onOpen={reset}
            />
          </Suspense>
        ) : (
          <ClosedList id={listId} />
        )}
      </div>
    </Hint>
  );
}
