import { Box, Button, ButtonGroup } from '@chakra-ui/react';
import { LayoutGrid, Table2 } from 'lucide-react';
import type { LibraryView } from '../listState/listState';

const VIEWS: readonly { view: LibraryView; label: string; icon: React.ReactNode }[] = [
  { view: 'table', label: 'Table', icon: <Table2 /> },
  { view: 'posters', label: 'Posters', icon: <LayoutGrid /> },
];

/** 'Table' and 'Posters': two toggle buttons, the chosen one pressed. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: LibraryView;
  onChange: (view: LibraryView) => void;
}) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View">
      {VIEWS.map((entry) => {
        const pressed = entry.view === view;
        return (
          <Button
            key={entry.view}
            aria-label={entry.label}
            aria-pressed={pressed}
            variant={pressed ? 'subtle' : 'outline'}
            colorPalette={pressed ? 'brand' : 'gray'}
            onClick={() => onChange(entry.view)}
          >
            {entry.icon}
            <Box as="span" hideBelow="sm">
              {entry.label}
            </Box>
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
