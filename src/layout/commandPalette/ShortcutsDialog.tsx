import { Box, Kbd, Table } from '@chakra-ui/react';
import { Fragment } from 'react';
import { AppModal } from '../../components/modal/AppModal';

/** Cmd on a Mac, Ctrl elsewhere: what the browser reports as the modifier of Ctrl+K and Ctrl+S. */
const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** Each shortcut: its keys (alternatives), and what it does. */
const SHORTCUTS: readonly { keys: readonly (readonly string[])[]; does: string }[] = [
  { keys: [['s'], ['/']], does: 'Focus the search box' },
  { keys: [[MOD, 'K']], does: 'Open the command palette: pages, series, movies, actions' },
  { keys: [[MOD, 'S']], does: 'Save the settings (on a settings page)' },
  { keys: [['Esc']], does: 'Close a dialog or a menu' },
  { keys: [['?']], does: 'Show these shortcuts' },
];

function Keys({ keys }: { keys: readonly (readonly string[])[] }) {
  return keys.map((combination, index) => (
    <Fragment key={combination.join('+')}>
      {index > 0 && ' or '}
      {combination.map((key, position) => (
        <Fragment key={key}>
          {position > 0 && '+'}
          <Kbd size="sm">{key}</Kbd>
        </Fragment>
      ))}
    </Fragment>
  ));
}

/** '?': the keyboard shortcuts of the app, in its own chunk (loaded on the first '?'). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <AppModal open onClose={onClose} title="Keyboard shortcuts">
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Body>
            {SHORTCUTS.map((shortcut) => (
              <Table.Row key={shortcut.does}>
                <Table.Cell whiteSpace="nowrap">
                  <Keys keys={shortcut.keys} />
                </Table.Cell>
                <Table.Cell>{shortcut.does}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </AppModal>
  );
}
