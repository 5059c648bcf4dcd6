import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Box, Dialog, Flex, Icon, Input, Kbd, Portal, Text } from '@chakra-ui/react';
import { Film, Search, Tv } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { selectSettings } from '../../api/settings';
import { useAppSelector } from '../../lib/hooks';
import { useSearchQuery } from '../../api/system';
import { SEARCH_DEBOUNCE_MS } from '../GlobalSearch';
import type { ManagerFlags } from '../navigation';
import { toSuggestions } from '../searchSuggestions';
import { useDebouncedValue } from '../useDebouncedValue';
import {
  actionCommands,
  filterCommands,
  pageCommands,
  searchCommands,
  stepIndex,
  type CommandSection,
  type PaletteCommand,
} from './commands';
import { useCurrentPageCommands } from '../../features/commands/pageCommands';
import { PaletteOptions } from './PaletteOptions';

const SECTIONS: readonly CommandSection[] = ['Actions', 'Pages', 'Series and movies'];
const SEARCH_ICONS = { series: Tv, movie: Film };

/** The series and movies matching the query: the global search's request, after the same 500 ms pause. */
function useTitleSearch(text: string) {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useSearchQuery(query, { skip: query === '' });
  const commands = useMemo(
    () => (query === '' ? [] : searchCommands(toSuggestions(data), SEARCH_ICONS)),
    [data, query],
  );
  const pending = text.trim() !== '' && (query !== text.trim() || isFetching);
  return { commands, pending };
}

/** The options for the text typed, in section order: the page's actions, pages, then series and movies. */
function useOptions(text: string, managers: ManagerFlags) {
  const current = useCurrentPageCommands();
  // The entries some versions lack are told by their settings section (navigation.ts).
  const settings = useAppSelector(selectSettings);
  const local = useMemo(
    () => [
      ...actionCommands(current),
      ...pageCommands({ ...managers, settingsSections: settings && Object.keys(settings) }),
    ],
    [current, managers, settings],
  );
  const titles = useTitleSearch(text);
  const options = useMemo(() => {
    const all = [...filterCommands(local, text), ...titles.commands];
    return SECTIONS.flatMap((section) => all.filter((option) => option.section === section));
  }, [local, text, titles.commands]);
  return { options, pending: titles.pending };
}

interface PaletteBodyProps {
  managers: ManagerFlags;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (command: PaletteCommand) => void;
}

/** The combobox and its listbox; mounted while the palette is open, so each opening starts empty. */
function PaletteBody({ managers, inputRef, onChoose }: PaletteBodyProps) {
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const { options, pending } = useOptions(text, managers);
  const index = Math.min(activeIndex, Math.max(options.length - 1, 0));
  const active = options[index];
  const optionId = (command: PaletteCommand) => `${listId}-${command.id}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(stepIndex(index, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Home' || event.key === 'End') {
      if (options.length === 0) return;
      event.preventDefault();
      setActiveIndex(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active && !active.disabled) onChoose(active);
    }
  }

  return (
    <>
      <Flex align="center" gap="2" px="4" borderBottomWidth="1px" borderColor="border">
        <Icon as={Search} boxSize="4" color="fg.muted" flexShrink={0} />
        <Input
          ref={inputRef}
          // Typing starts at once; the dialog's focus trap keeps the focus where it already is.
          autoFocus
          variant="outline"
          border="0"
          px="0"
          bg="transparent"
          size="lg"
          role="combobox"
          aria-label="Command"
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active) : undefined}
          placeholder="Type a command or search…"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          // The dialog's own frame shows where the focus is.
          _focusVisible={{ outline: 'none', boxShadow: 'none' }}
        />
        <Kbd size="sm" hideBelow="sm" flexShrink={0}>
          Esc
        </Kbd>
      </Flex>
      <PaletteOptions
        id={listId}
        options={options}
        sections={SECTIONS}
        activeId={active?.id}
        optionId={optionId}
        onHighlight={(command) => setActiveIndex(options.indexOf(command))}
        onChoose={onChoose}
      />
      <Box
        px="4"
        py="2"
        borderTopWidth="1px"
        borderColor="border"
        fontSize="xs"
        color="fg.muted"
        role="status"
        // Key hints are for keyboards; on a phone the line shows only while searching.
        hideBelow={pending ? undefined : 'sm'}
      >
        {pending ? (
          'Searching series and movies…'
        ) : (
          <Text as="span">
            <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> to move, <Kbd size="sm">Enter</Kbd> to
            run, <Kbd size="sm">Esc</Kbd> to close
          </Text>
        )}
      </Box>
    </>
  );
}

/** The palette's dialog, in its own chunk: loaded on the first Ctrl+K. */
export function PaletteDialog({
  managers,
  open,
  onOpenChange,
}: {
  managers: ManagerFlags;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const choose = useCallback(
    (command: PaletteCommand) => {
      onOpenChange(false);
      if (command.target.kind === 'path') navigate(command.target.path);
      else command.target.run();
    },
    [navigate, onOpenChange],
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="top"
      size="lg"
      initialFocusEl={() => inputRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="2">
          <Dialog.Content
            aria-label="Command palette"
            overflow="hidden"
            mt={{ base: '4', md: '16' }}
          >
            <PaletteBody managers={managers} inputRef={inputRef} onChoose={choose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
