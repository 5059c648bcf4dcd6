import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useFixedClass } from '../../../components';
import { TOGGLE } from './FiltersToggle.looks';

/** Phones: 'Filters' shows or hides the filter selects (wider screens always show them). */
export function FiltersToggle({
  open,
  active,
  controls,
  onToggle,
}: {
  open: boolean;
  /** How many filters are set, shown on the button. */
  active: number;
  /** The id of the element it shows. */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`chakra-button ${useFixedClass(TOGGLE)}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SlidersHorizontal />
      Filters
      {active > 0 && (
        <>
          <Badge colorPalette="brand" variant="solid" size="xs" aria-hidden>
            {active}
          </Badge>
          <VisuallyHidden>({active} set)</VisuallyHidden>
        </>
      )}
    </button>
  );
}
