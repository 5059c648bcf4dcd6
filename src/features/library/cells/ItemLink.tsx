import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An item's title linking to its detail page. */
export function ItemLink({ to, title }: { to: string; title: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>
        <bdi>{title}</bdi>
      </RouterLink>
    </Link>
  );
}
