import { Link as RouterLink } from 'react-router-dom';
import { recipeStyles, useFixedClass } from '../../../components';

const ITEM_LINK = recipeStyles('link', {}, { color: 'brand.fg', fontWeight: 'medium' });

/** An item's title linking to its detail page: Chakra's link look on a plain router link (one in every row). */
export function ItemLink({ to, title }: { to: string; title: string }) {
  return (
    <RouterLink to={to} className={`chakra-link ${useFixedClass(ITEM_LINK)}`}>
      <bdi>{title}</bdi>
    </RouterLink>
  );
}
