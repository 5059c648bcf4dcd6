import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  parsePath,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  type Location,
  type To,
} from 'react-router-dom';

type History = HistoryRouterProps['history'];

/** Whether to hold back the navigation from `currentLocation` to `nextLocation` (paths include the base URL). */
export type NavigationBlockerFn = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

/** A navigation held back, as react-router's useBlocker tells it. */
export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

const UNBLOCKED: NavigationBlocker = { state: 'unblocked' };

/** A history whose navigations one page can hold back (unsaved changes), for react-router's HistoryRouter. */
export interface GuardedHistory extends History {
  /** Sets the one blocker; returns its removal (which also drops a navigation it held back). */
  setBlocker: (blocker: NavigationBlockerFn) => () => void;
  subscribeBlocked: (watcher: () => void) => () => void;
  blocked: () => NavigationBlocker;
}

function locationOf(to: To, state: unknown, from: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? from.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'pending',
  };
}

/**
 * Wraps a history (react-router's browser or memory one, with v5Compat so that pushes are reported) so that
 * navigations can be held back the way react-router's useBlocker does in a data router, which costs about 18 KB
 * gzip of the first download: pushes and replaces are not made until `proceed`; a back or forward
 * button press is undone at once (the history goes back the other way) and redone on `proceed`.
 */
export function guardHistory(base: History): GuardedHistory {
  let blocker: NavigationBlockerFn | null = null;
  let pending: NavigationBlocker = UNBLOCKED;
  const watchers = new Set<() => void>();
  // The location the router shows: after a pop the base history is already at the next one.
  let shown = base.location;
  // The pop that undoes a held-back one is not reported; the pop `proceed` makes is not checked again.
  let undoing = false;
  let passing = false;

  const setPending = (next: NavigationBlocker) => {
    pending = next;
    watchers.forEach((watcher) => watcher());
  };
  const holds = (nextLocation: Location) =>
    blocker !== null && blocker({ currentLocation: shown, nextLocation });
  const guard = (go: () => void, nextLocation: Location) => {
    if (!holds(nextLocation)) {
      go();
      return;
    }
    setPending({
      state: 'blocked',
      proceed: () => {
        setPending(UNBLOCKED);
        go();
      },
      reset: () => setPending(UNBLOCKED),
    });
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => guard(() => base.push(to, state), locationOf(to, state, shown)),
    replace: (to, state) => guard(() => base.replace(to, state), locationOf(to, state, shown)),
    go: (delta) => base.go(delta),
    listen: (listener) =>
      base.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && !passing && delta && holds(update.location)) {
          undoing = true;
          base.go(-delta);
          setPending({
            state: 'blocked',
            proceed: () => {
              setPending(UNBLOCKED);
              passing = true;
              base.go(delta);
            },
            reset: () => setPending(UNBLOCKED),
          });
          return;
        }
        passing = false;
        shown = update.location;
        listener(update);
      }),
    setBlocker: (next) => {
      blocker = next;
      return () => {
        if (blocker !== next) return;
        blocker = null;
        if (pending.state === 'blocked') setPending(UNBLOCKED);
      };
    },
    subscribeBlocked: (watcher) => {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
    blocked: () => pending,
  };
}

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * The app's router: react-router's declarative routes over a guarded history (see guardHistory). A data router
 * (createBrowserRouter) would give useBlocker, but brings the whole loader/action machinery into the first chunk.
 */
export function GuardedRouter({
  history,
  basename,
  children,
}: {
  history: GuardedHistory;
  basename?: string;
  children: ReactNode;
}) {
  return (
    <GuardedHistoryContext.Provider value={history}>
      <HistoryRouter history={history} basename={basename}>
        {children}
      </HistoryRouter>
    </GuardedHistoryContext.Provider>
  );
}

/** Whether a GuardedRouter is around (a component rendered on its own has no router to guard). */
export function useCanBlockNavigation(): boolean {
  return useContext(GuardedHistoryContext) !== null;
}

/**
 * react-router's useBlocker, for a GuardedRouter: while `shouldBlock` says so, in-app navigation (links, back and
 * forward) waits; `proceed` makes it, `reset` drops it. One blocker at a time (the last one mounted).
 */
export function useNavigationBlocker(shouldBlock: NavigationBlockerFn): NavigationBlocker {
  const history = useContext(GuardedHistoryContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history?.setBlocker((args) => latest.current(args)), [history]);
  const subscribe = useCallback(
    (watcher: () => void) => history?.subscribeBlocked(watcher) ?? (() => undefined),
    [history],
  );
  return useSyncExternalStore(subscribe, () => history?.blocked() ?? UNBLOCKED);
}
