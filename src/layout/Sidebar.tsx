import { useState } from 'react';
import { Badge, Box, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Heart } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  badgeText,
  groupBadgeText,
  visibleNavigation,
  type BadgeCounts,
  type NavGroup,
} from './navigation';
import { useShellBadges } from './shellData';
import { ThemeToggle } from './colorMode/ThemeToggle';
import type { ManagerFlags } from './navigation';

export const DONATE_URL = 'https://www.paypal.com/donate/?hosted_button_id=XHHRWXT9YB7WE';

interface SidebarProps {
  managers: ManagerFlags;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const;

function CountBadge({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Badge ms="auto" size="sm" variant="solid" colorPalette="brand" borderRadius="full">
      {text}
    </Badge>
  );
}

function GroupLink({
  group,
  badges,
  onNavigate,
}: {
  group: NavGroup;
  badges?: BadgeCounts;
  onNavigate?: () => void;
}) {
  return (
    <Box asChild {...itemStyle}>
      <NavLink to={`/${group.path}`} onClick={onNavigate}>
        <Icon as={group.icon} boxSize="4" />
        <Text as="span">{group.name}</Text>
        <CountBadge text={groupBadgeText(badges, group)} />
      </NavLink>
    </Box>
  );
}

interface GroupWithChildrenProps {
  group: NavGroup;
  badges?: BadgeCounts;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function GroupWithChildren({ group, badges, open, onToggle, onNavigate }: GroupWithChildrenProps) {
  const listId = `nav-${group.path}`;
  return (
    <Box>
      <Box
        as="button"
        {...itemStyle}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={listId}
        cursor="pointer"
      >
        <Icon as={group.icon} boxSize="4" />
        <Text as="span" flex="1" textAlign="start">
          {group.name}
        </Text>
        {!open && <CountBadge text={groupBadgeText(badges, group)} />}
        <Icon as={open ? ChevronDown : ChevronRight} boxSize="3.5" />
      </Box>
      {open && (
        <Stack as="ul" id={listId} gap="0.5" ps="7" py="1" listStyleType="none">
          {group.children?.map((child) => (
            <li key={child.path}>
              <Box asChild {...itemStyle} py="1.5">
                <NavLink to={`/${group.path}/${child.path}`} onClick={onNavigate}>
                  <Text as="span">{child.name}</Text>
                  <CountBadge text={badgeText(badges, child.badge)} />
                </NavLink>
              </Box>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The group of the current page ('wanted' for /wanted/series). */
function useActiveGroup(): string {
  return useLocation().pathname.split('/')[1] ?? '';
}

/** One group is expanded at a time: the current page's, until the user opens another. */
function useExpandedGroup() {
  const active = useActiveGroup();
  const [state, setState] = useState({ active, expanded: active as string | null });
  // Following a link into another group expands that group (state adjusted during render, no effect).
  if (state.active !== active) setState({ active, expanded: active });
  const toggle = (path: string) =>
    setState({ active, expanded: state.expanded === path ? null : path });
  return { expanded: state.expanded, toggle };
}

/** SPEC §2 sidebar: the visible route groups with their badges, 'Change Theme' and 'Donate'. */
export function Sidebar({ managers, onNavigate }: SidebarProps) {
  const badges = useShellBadges();
  const { expanded, toggle } = useExpandedGroup();
  const groups = visibleNavigation(managers);

  return (
    <Flex direction="column" h="full">
      <Stack as="nav" aria-label="Main navigation" flex="1" overflowY="auto" gap="0.5" p="2">
        {groups.map((group) =>
          group.children ? (
            <GroupWithChildren
              key={group.path}
              group={group}
              badges={badges}
              open={expanded === group.path}
              onToggle={() => toggle(group.path)}
              onNavigate={onNavigate}
            />
          ) : (
            <GroupLink key={group.path} group={group} badges={badges} onNavigate={onNavigate} />
          ),
        )}
      </Stack>
      <Stack gap="1" p="2" borderTopWidth="1px" borderColor="border">
        <ThemeToggle />
        <Button asChild variant="ghost" size="sm" justifyContent="flex-start" color="fg.muted">
          <a href={DONATE_URL} target="_blank" rel="noopener noreferrer">
            <Heart />
            Donate
          </a>
        </Button>
      </Stack>
    </Flex>
  );
}
