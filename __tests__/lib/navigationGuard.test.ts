import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { guardHistory, type NavigationBlockerFn } from '../../src/lib/navigationGuard';

/** A guarded memory history at /settings (with /series behind it), and the paths its router was shown. */
function setup(blocker: NavigationBlockerFn = () => true) {
  const base = createMemoryHistory({
    initialEntries: ['/series', '/settings'],
    initialIndex: 1,
    v5Compat: true,
  });
  const history = guardHistory(base);
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(location.pathname));
  const unblock = history.setBlocker(blocker);
  return { history, base, shown, unblock };
}

describe('guardHistory', () => {
  it('holds a push back until proceed, and drops it on reset', () => {
    const { history, shown } = setup();
    history.push('/movies');
    expect(history.blocked().state).toBe('blocked');
    expect(history.location.pathname).toBe('/settings');
    history.blocked().reset?.();
    expect(history.blocked().state).toBe('unblocked');
    expect(shown).toEqual([]);

    history.push('/movies');
    history.blocked().proceed?.();
    expect(history.blocked().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/movies');
    expect(shown).toEqual(['/movies']);
  });

  it('asks the blocker with the current and the next location', () => {
    const asked: string[] = [];
    const { history } = setup(({ currentLocation, nextLocation }) => {
      asked.push(`${currentLocation.pathname} -> ${nextLocation.pathname}${nextLocation.search}`);
      return false;
    });
    history.replace({ pathname: '/settings/general', search: '?a=1' });
    expect(asked).toEqual(['/settings -> /settings/general?a=1']);
    expect(history.location.pathname).toBe('/settings/general');
  });

  it('undoes a back button press at once, and redoes it on proceed', () => {
    const { history, shown } = setup();
    history.go(-1);
    expect(history.blocked().state).toBe('blocked');
    expect(history.location.pathname).toBe('/settings');
    expect(shown).toEqual([]);

    history.blocked().proceed?.();
    expect(history.location.pathname).toBe('/series');
    expect(shown).toEqual(['/series']);
    expect(history.blocked().state).toBe('unblocked');
  });

  it('tells its watchers, and lets every navigation through once the blocker is removed', () => {
    const { history, shown, unblock } = setup();
    const watcher = jest.fn();
    history.subscribeBlocked(watcher);
    history.push('/movies');
    expect(watcher).toHaveBeenCalledTimes(1);

    unblock();
    expect(history.blocked().state).toBe('unblocked');
    expect(watcher).toHaveBeenCalledTimes(2);
    history.go(-1);
    history.push('/wanted');
    expect(shown).toEqual(['/series', '/wanted']);
  });
});
