import { LayoutGrid, Table2 } from 'lucide-react';
import { useFixedClass } from '../../../components';
import type { LibraryView } from '../listState/listState';
import { GROUP, LABEL, NOT_PRESSED, PRESSED } from './ViewToggle.looks';

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
  const pressedClass = `chakra-button ${useFixedClass(PRESSED)}`;
  const notPressedClass = `chakra-button ${useFixedClass(NOT_PRESSED)}`;
  const label = useFixedClass(LABEL);
  return (
    <div className={`chakra-button-group ${useFixedClass(GROUP)}`} role="group" aria-label="View">
      {VIEWS.map((entry) => {
        const pressed = entry.view === view;
        return (
          <button
            key={entry.view}
            type="button"
            className={pressed ? pressedClass : notPressedClass}
            aria-label={entry.label}
            aria-pressed={pressed}
            onClick={() => onChange(entry.view)}
          >
            {entry.icon}
            <span className={label}>{entry.label}</span>
          </button>
        );
      })}
    </div>
  );
}
