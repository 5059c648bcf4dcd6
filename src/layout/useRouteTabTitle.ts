import { useLocation } from 'react-router-dom';
import {
  bazarrTitle,
  useDocumentTitle,
  type TabTitle,
} from '../components/pageFrame/useDocumentTitle';
import { groupOf, pageOf } from '../manifest/routeManifest';
import { hiddenChildPaths, type ManagerFlags } from './navigation';

/** The tab title the manifest gives the page at `pathname`, if it gives one (not for an item's page, nor a hidden one). */
export function routeTabTitle(pathname: string, managers: ManagerFlags): TabTitle | null {
  const [, groupPath = '', below = ''] = pathname.split('/');
  const group = groupOf(groupPath);
  const page = pageOf(groupPath, below);
  if (!group || !page || page.tab === false) return null;
  if (hiddenChildPaths(managers).includes(`/${groupPath}/${below}`)) return null;
  const section = page.tabSection || group.tabSection ? group.title : undefined;
  return bazarrTitle(page.tab ?? page.title, section);
}

/** Names the browser tab after the page shown, as the route manifest says (src/manifest/routeManifest.ts). */
export function useRouteTabTitle(managers: ManagerFlags): void {
  const { pathname } = useLocation();
  useDocumentTitle(routeTabTitle(pathname, managers));
}
