import { Badge, chakra, Grid, HStack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId } from 'react';

export interface ChoiceCard {
  key: string;
  title: string;
  description?: string;
  /** A short flag shown on the card, e.g. 'Removed' for a provider that no longer works. */
  badge?: string;
}

export interface ChoiceCardsProps {
  /** Names the list for assistive technology, e.g. 'Enabled providers'. */
  label: string;
  cards: readonly ChoiceCard[];
  onOpen: (key: string) => void;
  /** The add card's text, e.g. 'Add Provider'. */
  addLabel: string;
  onAdd: () => void;
}

const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  w: 'full',
  minH: '24',
  p: '4',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'md',
  cursor: 'pointer',
  transition: 'border-color 0.15s',
  _hover: { borderColor: 'colorPalette.solid' },
  focusRing: 'outside',
  colorPalette: 'brand',
} as const;

/**
 * The card's button holds only its title (so its name is what it shows); a pseudo-element stretches the
 * button over the whole card, so a click anywhere on it opens the item. The description describes it.
 */
function EnabledCard({ card, onOpen }: { card: ChoiceCard; onOpen: (key: string) => void }) {
  const descriptionId = useId();
  const { cursor, focusRing: _focusRing, ...frame } = cardStyle;
  return (
    <chakra.div
      {...frame}
      position="relative"
      css={{
        '&:has(button:focus-visible)': {
          outlineWidth: '2px',
          outlineStyle: 'solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <HStack gap="2" w="full" justify="space-between">
        <chakra.button
          type="button"
          aria-describedby={card.description ? descriptionId : undefined}
          onClick={() => onOpen(card.key)}
          fontWeight="semibold"
          textAlign="start"
          minW="0"
          truncate
          cursor={cursor}
          outline="none"
          _after={{ content: '""', position: 'absolute', inset: '0' }}
        >
          {card.title}
        </chakra.button>
        {card.badge && (
          <Badge colorPalette="orange" size="sm">
            {card.badge}
          </Badge>
        )}
      </HStack>
      {card.description && (
        <Text id={descriptionId} fontSize="sm" color="fg.muted" lineClamp={2}>
          {card.description}
        </Text>
      )}
    </chakra.div>
  );
}

/**
 * The cards of the enabled items (providers, notification services) and a last card to add one; a card opens
 * the item's editor. Usage: `<ChoiceCards label="Enabled providers" cards={cards} onOpen={edit} addLabel="Add Provider" onAdd={add} />`.
 */
export function ChoiceCards({ label, cards, onOpen, addLabel, onAdd }: ChoiceCardsProps) {
  return (
    <Grid
      as="ul"
      aria-label={label}
      // auto-fill keeps a lone card card-sized instead of stretching it across the row.
      templateColumns="repeat(auto-fill, minmax(14rem, 1fr))"
      gap="3"
      listStyleType="none"
    >
      {cards.map((card) => (
        <chakra.li key={card.key} display="flex">
          <EnabledCard card={card} onOpen={onOpen} />
        </chakra.li>
      ))}
      <chakra.li display="flex">
        <chakra.button
          type="button"
          {...cardStyle}
          alignItems="center"
          justifyContent="center"
          color="fg.muted"
          borderStyle="dashed"
          onClick={onAdd}
        >
          <Plus aria-hidden />
          <Text fontSize="sm">{addLabel}</Text>
        </chakra.button>
      </chakra.li>
    </Grid>
  );
}
