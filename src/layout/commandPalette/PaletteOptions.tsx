import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { CommandSection, PaletteCommand } from './commands';

interface PaletteOptionsProps {
  id: string;
  options: readonly PaletteCommand[];
  sections: readonly CommandSection[];
  /** The option Enter runs (the input's aria-activedescendant). */
  activeId?: string;
  optionId: (command: PaletteCommand) => string;
  onHighlight: (command: PaletteCommand) => void;
  onChoose: (command: PaletteCommand) => void;
}

function Option({
  command,
  id,
  active,
  onHighlight,
  onChoose,
}: {
  command: PaletteCommand;
  id: string;
  active: boolean;
  onHighlight: () => void;
  onChoose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keeps the option the arrows reached in view (the list scrolls on its own).
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <Flex
      ref={ref}
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={command.disabled || undefined}
      align="center"
      gap="3"
      mx="2"
      px="3"
      py="2"
      borderRadius="l2"
      fontSize="sm"
      cursor={command.disabled ? 'not-allowed' : 'pointer'}
      opacity={command.disabled ? 0.5 : 1}
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : undefined}
      // The focus stays in the input: a click must not blur it before it lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => !active && onHighlight()}
      onClick={() => !command.disabled && onChoose()}
    >
      {command.icon && <Icon as={command.icon} boxSize="4" flexShrink={0} color="fg.muted" />}
      <Text as="span" truncate flex="1" minW="0">
        {command.label}
      </Text>
      {command.hint && (
        <Text as="span" fontSize="xs" color="fg.muted" truncate maxW="40%">
          {command.hint}
        </Text>
      )}
    </Flex>
  );
}

/** The palette's listbox: one group per section that has options, or 'No results'. */
export function PaletteOptions({
  id,
  options,
  sections,
  activeId,
  optionId,
  onHighlight,
  onChoose,
}: PaletteOptionsProps) {
  return (
    <Box
      id={id}
      role="listbox"
      aria-label="Commands"
      maxH={{ base: '60vh', md: '24rem' }}
      overflowY="auto"
      py="2"
    >
      {sections.map((section) => {
        const inSection = options.filter((option) => option.section === section);
        if (inSection.length === 0) return null;
        const headingId = `${id}-${section.replace(/\W+/g, '-')}`;
        return (
          <Box key={section} role="group" aria-labelledby={headingId} pb="1">
            <Text
              id={headingId}
              role="presentation"
              px="5"
              pt="2"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {section}
            </Text>
            {inSection.map((command) => (
              <Option
                key={command.id}
                command={command}
                id={optionId(command)}
                active={command.id === activeId}
                onHighlight={() => onHighlight(command)}
                onChoose={() => onChoose(command)}
              />
            ))}
          </Box>
        );
      })}
      {options.length === 0 && (
        <Text px="5" py="3" fontSize="sm" color="fg.muted">
          No results
        </Text>
      )}
    </Box>
  );
}
