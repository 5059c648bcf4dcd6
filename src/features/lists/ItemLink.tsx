import { IsolatedText, RouteLink, useFixedClass } from '../../components';
import { CELL, LINK, MOBILE_DETAIL } from './ItemLink.looks';

export interface ItemLinkProps {
  /** Route of the series or movie, e.g. '/series/3'. */
  to: string;
  title: string;
  /** Shown under the title on small screens only, where its own column is hidden (e.g. the episode '1x5'). */
  mobileDetail?: string;
}

/** The title of a list row linking to its series or movie page: plain elements with looks (one in every row). */
export function ItemLink({ to, title, mobileDetail }: ItemLinkProps) {
  const cell = useFixedClass(CELL);
  const link = `chakra-link ${useFixedClass(LINK)}`;
  const detail = useFixedClass(MOBILE_DETAIL);
  return (
    <div className={cell}>
      <RouteLink to={to} className={link}>
        <IsolatedText text={title} />
      </RouteLink>
      {mobileDetail && <p className={detail}>{mobileDetail}</p>}
    </div>
  );
}
