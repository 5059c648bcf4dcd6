import { useState } from 'react';
import { ChevronDown, ChevronRight, Heart } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PlainIcon, RouteNavLink, useFixedClass } from '../components';
import {
  badgeText,
  groupBadgeText,
  visibleNavigation,
  type BadgeCounts,
  type NavGroup,
} from './navigation';
import {
  CHILD_ITEM,
  CHILD_NAME,
  CHILD_LIST,
  COUNT_BADGE,
  FOOTER,
  FOOTER_BUTTON,
  GROUP_BUTTON,
  GROUP_NAME,
  ITEM,
  NAV,
  SIDEBAR,
} from './Sidebar.looks';
import { useShellBadges } from './shellData';
import { selectSettings } from '../api/settings';
import { useAppSelector } from '../lib/hooks';
import { ThemeToggle } from './colorMode/ThemeToggle';
import type { ManagerFlags } from './navigation';

export const DONATE_URL = 'https://www.paypal.com/donate/?hosted_button_id=XHHRWXT9YB7WE';

interface SidebarProps {
  managers: ManagerFlags;
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

function CountBadge({ text }: { text: string | null }) {
  const className = `chakra-badge ${useFixedClass(COUNT_BADGE)}`;
  if (text === null) return null;
  return <span className={className}>{text}</span>;
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
    <RouteNavLink to={`/${group.path}`} onClick={onNavigate} className={useFixedClass(ITEM)}>
      <PlainIcon icon={group.icon} boxSize="4" />
      <span>{group.name}</span>
      <CountBadge text={groupBadgeText(badges, group)} />
    </RouteNavLink>
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
  const childItem = useFixedClass(CHILD_ITEM);
  const childName = useFixedClass(CHILD_NAME);
  const childList = `chakra-stack ${useFixedClass(CHILD_LIST)}`;
  return (
    <div>
      <button
        type="button"
        className={useFixedClass(GROUP_BUTTON)}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={listId}
      >
        <PlainIcon icon={group.icon} boxSize="4" />
        <span className={useFixedClass(GROUP_NAME)}>{group.name}</span>
        {!open && <CountBadge text={groupBadgeText(badges, group)} />}
        <PlainIcon icon={open ? ChevronDown : ChevronRight} boxSize="3.5" />
      </button>
      {open && (
        <ul id={listId} className={childList}>
          {group.children?.map((child) => (
            <li key={child.path}>
              <RouteNavLink
                to={`/${group.path}/${child.path}`}
                onClick={onNavigate}
                className={childItem}
              >
                <span className={childName}>{child.name}</span>
                <CountBadge text={badgeText(badges, child.badge)} />
              </RouteNavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
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

/** docs/behaviour.md §2 sidebar: the visible route groups with their badges, 'Change Theme' and 'Donate'. */
export function Sidebar({ managers, onNavigate }: SidebarProps) {
  const badges = useShellBadges();
  const { expanded, toggle } = useExpandedGroup();
  // The entries some versions lack are told by their settings section (navigation.ts).
  const settings = useAppSelector(selectSettings);
  const groups = visibleNavigation({
    ...managers,
    settingsSections: settings && Object.keys(settings),
  });
  const footerButton = `chakra-button ${useFixedClass(FOOTER_BUTTON)}`;

  return (
    <div className={useFixedClass(SIDEBAR)}>
      <nav aria-label="Main navigation" className={`chakra-stack ${useFixedClass(NAV)}`}>
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
      </nav>
      <div className={`chakra-stack ${useFixedClass(FOOTER)}`}>
        <ThemeToggle className={footerButton} />
        <a className={footerButton} href={DONATE_URL} target="_blank" rel="noopener noreferrer">
          <Heart />
          Donate
        </a>
      </div>
    </div>
  );
}
