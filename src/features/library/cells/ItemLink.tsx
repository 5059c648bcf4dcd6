import { IsolatedText, RouteLink, useFixedClass } from '../../../components';
import { ITEM_LINK } from './ItemLink.looks';

/** An item's title linking to its detail page: Chakra's link look on a plain router link (one in every row). */
export function ItemLink({ to, title }: { to: string; title: string }) {
  return (
    <RouteLink to={to} className={`chakra-link ${useFixedClass(ITEM_LINK)}`}>
      <IsolatedText text={title} />
    </RouteLink>
  );
}
