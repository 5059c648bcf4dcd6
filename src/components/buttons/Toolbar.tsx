import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { ButtonLoading } from './ButtonLoading';
import { TOOLBAR, TOOLBAR_BUTTON } from './Toolbar.looks';

export interface ToolbarProps {
  /** Names the toolbar for assistive technology, e.g. 'Series actions'. */
  label: string;
  children: ReactNode;
}

/** The action bar at the top of a page. Usage: `<Toolbar label="Movie actions"><ToolbarButton .../></Toolbar>`. */
export function Toolbar({ label, children }: ToolbarProps) {
  return (
    <div role="toolbar" aria-label={label} className={`chakra-stack ${useFixedClass(TOOLBAR)}`}>
      {children}
    </div>
  );
}

export interface ToolbarButtonProps {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  /** Shows a spinner in place of the icon and blocks clicks; the text stays, so the button keeps its name. */
  loading?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * An icon-and-text button for a Toolbar: Chakra's ghost button look on a plain button (it is on most pages' first
 * render). Usage: `<ToolbarButton icon={<RefreshCw />} loading={scanning} onClick={scan}>Scan Disk</ToolbarButton>`.
 */
export function ToolbarButton({
  icon,
  children,
  onClick,
  loading,
  disabled,
  ...aria
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={`chakra-button ${useFixedClass(TOOLBAR_BUTTON)}`}
      data-loading={loading ? '' : undefined}
      disabled={loading || disabled}
      onClick={onClick}
      {...aria}
    >
      {loading ? (
        <ButtonLoading text={children} />
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}
