import { Menu as MenuIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useEnvironment } from '../lib/environment';
import { lazyNamed } from '../lib/lazyNamed';
import { RouteLink, useFixedClass } from '../components';
import { GlobalSearch } from './GlobalSearch';
import { LazyJobsButton } from './jobs/LazyJobsButton';
import { SystemMenu } from './SystemMenu';
import { SPACER } from '../components/pageFrame/Spacer.looks';
import { HEADER, MENU_BUTTON, LOGO, NAME, PRODUCT } from './Header.looks';
import { APP_LABEL } from '../lib/appInfo';

// Only when Bazarr reports an update (it says so in the page, before anything renders).
const UpdateNotice = lazyNamed(() =>
  import(/* webpackChunkName: "update-notice" */ './UpdateNotice').then(
    (module) => module.UpdateNotice,
  ),
);

interface HeaderProps {
  authType: string | null;
  onOpenNavigation: () => void;
}

/**
 * docs/behaviour.md §2 header (64 px): hamburger on small screens, logo and name (and, from 'sm' up, 'Subtitle Desk' with its
 * version), update notice, search, System menu.
 */
export function Header({ authType, onOpenNavigation }: HeaderProps) {
  const { hasUpdate } = useEnvironment();
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
      {/* Which UI this is (Bazarr's name stays the product name of docs/behaviour.md §2). */}
      <p className={useFixedClass(PRODUCT)}>{APP_LABEL}</p>
      {hasUpdate && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
      <div className={useFixedClass(SPACER)} />
      <GlobalSearch />
      <LazyJobsButton />
      <SystemMenu authType={authType} />
    </header>
  );
}
