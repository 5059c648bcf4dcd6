import { Heading } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { routeGroup } from '../../src/app/routeGroup';

/**
 * Stand-ins for the route group modules, so the shell's tests do not depend on the pages: each page is a
 * heading naming its path ('series', 'movies/12', 'wanted/movies'); the path 'series/crash' throws.
 * Use with `jest.mock('<path to>/src/app/routeModules', () => jest.requireActual('<path to>/stubRouteModules'))`.
 */
function StubGroup({ group }: { group: string }) {
  const rest = useParams()['*'] ?? '';
  const path = rest ? `${group}/${rest}` : group;
  if (path === 'series/crash') throw new Error('Series page exploded');
  return <Heading as="h1">{path}</Heading>;
}

const GROUPS = ['series', 'movies', 'history', 'wanted', 'blacklist', 'settings', 'system'];

export const ROUTE_MODULES = Object.fromEntries(
  GROUPS.map((group) => [
    group,
    routeGroup(async () => ({ default: () => <StubGroup group={group} /> }), group),
  ]),
);
