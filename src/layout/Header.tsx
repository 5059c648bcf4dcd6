import { Menu as MenuIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ICON_BUTTON, recipeStyles, useFixedClass } from '../components';
import { GlobalSearch } from './GlobalSearch';
import { SystemMenu } from './SystemMenu';
import { UpdateNotice } from './UpdateNotice';

interface HeaderProps {
  authType: string | null;
  onOpenNavigation: () => void;
}

// Plain elements with fixed classes (the look of Chakra's Flex, IconButton, Image, Text and Spacer): the header
// is part of every page's first render (issue 16).
const HEADER = {
  // Anchors the search suggestions on phones, where they span the header's width.
  position: 'relative',
  display: 'flex',
  h: 'header',
  flexShrink: 0,
  alignItems: 'center',
  gap: { base: '2', md: '3' },
  px: { base: '2', md: '4' },
  bg: 'bg.panel',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;
const MENU_BUTTON = recipeStyles('button', { variant: 'ghost' }, ICON_BUTTON, { hideFrom: 'md' });
const LOGO = { objectFit: 'cover', boxSize: '8' } as const;
const NAME = { fontSize: 'xl', fontWeight: 'bold', letterSpacing: 'tight', flexShrink: 0 } as const;
const SPACER = { flex: 1, justifySelf: 'stretch', alignSelf: 'stretch' } as const;

/** SPEC §2 header (64 px): hamburger on small screens, logo and name, update notice, search, System menu. */
export function Header({ authType, onOpenNavigation }: HeaderProps) {
  return (
    <header className={useFixedClass(HEADER)}>
      <button
        type="button"
        className={`chakra-button ${useFixedClass(MENU_BUTTON)}`}
        aria-label="Open navigation"
        onClick={onOpenNavigation}
      >
        <MenuIcon />
      </button>
      <RouterLink to="/" aria-label="Bazarr home" style={{ flexShrink: 0 }}>
        {/* Relative to <base href>, so it resolves under any base URL. */}
        <img className={`chakra-image ${useFixedClass(LOGO)}`} src="./images/logo.svg" alt="" />
      </RouterLink>
      <p className={useFixedClass(NAME)}>Bazarr</p>
      <UpdateNotice />
      <div className={useFixedClass(SPACER)} />
      <GlobalSearch />
      <SystemMenu authType={authType} />
    </header>
  );
}
