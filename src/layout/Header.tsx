import { Menu as MenuIcon } from 'lucide-react';
import { RouteLink, useFixedClass } from '../components';
import { GlobalSearch } from './GlobalSearch';
import { SystemMenu } from './SystemMenu';
import { UpdateNotice } from './UpdateNotice';
import { SPACER } from '../components/layout/Spacer.looks';
import { HEADER, MENU_BUTTON, LOGO, NAME } from './Header.looks';

interface HeaderProps {
  authType: string | null;
  onOpenNavigation: () => void;
}

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
      <RouteLink to="/" aria-label="Bazarr home" style={{ flexShrink: 0 }}>
        {/* Relative to <base href>, so it resolves under any base URL. */}
        <img className={`chakra-image ${useFixedClass(LOGO)}`} src="./images/logo.svg" alt="" />
      </RouteLink>
      <p className={useFixedClass(NAME)}>Bazarr</p>
      <UpdateNotice />
      <div className={useFixedClass(SPACER)} />
      <GlobalSearch />
      <SystemMenu authType={authType} />
    </header>
  );
}
