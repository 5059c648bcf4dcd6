import type { ReactNode } from 'react';
import { useFixedClass } from '../../components';
import { GROUP, HEADER, TITLE } from './ListPageHeader.looks';

export interface ListPageHeaderProps {
  /** The route group, e.g. 'Wanted': tells apart the 'Episodes' pages of Wanted, History and Blacklist. */
  group: string;
  /** The page title (the h1), e.g. 'Episodes'. */
  title: string;
  /** Optional line below the title. */
  children?: ReactNode;
}

/**
 * A list page's title with its group above it (plain elements with looks).
 * Usage: `<ListPageHeader group="Wanted" title="Episodes" />`.
 */
export function ListPageHeader({ group: groupName, title, children }: ListPageHeaderProps) {
  const header = useFixedClass(HEADER);
  const group = useFixedClass(GROUP);
  const heading = `chakra-heading ${useFixedClass(TITLE)}`;
  return (
    <div className={header}>
      <p className={group}>{groupName}</p>
      <h1 className={heading}>{title}</h1>
      {children}
    </div>
  );
}
