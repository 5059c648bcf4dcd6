import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the app, e.g. '/series/3' (below the base URL). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app, as react-router's Link does it: the address under the base URL, and a click (without
 * modifier keys, in this tab) that navigates in the page. Not react-router's Link itself, which carries its
 * framework mode's route prefetching (link tags, module loading, an IntersectionObserver per link): a tenth of
 * the router's code on every first visit, and work for each of a list's links at its first render.
 */
export function RouteLink({ to, replace, target, onClick, ref, ...rest }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/** Whether `pathname` is the page `target` or one below it (react-router's NavLink without `end`, any case). */
export function isCurrentPath(pathname: string, target: string): boolean {
  const here = pathname.toLowerCase();
  const page = target.toLowerCase().replace(/(.)\/$/, '$1');
  return here === page || (here.startsWith(page) && here.charAt(page.length) === '/');
}

/** A RouteLink marked `aria-current="page"` while the address is its page or one below it (the sidebar's). */
export function RouteNavLink({ to, ...rest }: RouteLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  return (
    <RouteLink
      {...rest}
      to={to}
      aria-current={isCurrentPath(pathname, target) ? 'page' : undefined}
    />
  );
}
