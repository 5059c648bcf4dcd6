import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../api/apiError';
import { useCheckPlexPinMutation, useCreatePlexPinMutation } from '../../../api/plex';
import type { PlexPin } from '../../../api/schemas/plex';

/** How often the PIN is checked while the user signs in at plex.tv (Bazarr's own page checks every 2 s). */
export const PIN_CHECK_MS = 2000;

/** How long a PIN is waited for: Bazarr keeps it 10 minutes. */
export const PIN_LIFETIME_MS = 10 * 60_000;

export type PlexSignIn =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'waiting'; pin: PlexPin }
  | { step: 'signed-in'; username: string | null }
  | { step: 'failed'; message: string };

export const PIN_EXPIRED_MESSAGE =
  'The code expired before you signed in. Connect to Plex again for a new code.';

/**
 * The plex.tv PIN sign-in (POST plex/oauth/pin, then GET plex/oauth/pin/{id}/check until authorised): every
 * PIN_CHECK_MS, and at once when the page gets the focus back (the user returns from plex.tv). Bazarr answers a PIN
 * it no longer knows (expired or used) with a 500: the flow then ends with PIN_EXPIRED_MESSAGE.
 */
export function usePlexSignIn() {
  const [state, setState] = useState<PlexSignIn>({ step: 'idle' });
  const [createPin] = useCreatePlexPinMutation();
  const [checkPin] = useCheckPlexPinMutation();
  const pin = state.step === 'waiting' ? state.pin : null;
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const start = useCallback(async () => {
    setState({ step: 'asking' });
    try {
      const created = await createPin().unwrap();
      if (alive.current) setState({ step: 'waiting', pin: created });
    } catch (error) {
      if (alive.current)
        setState({
          step: 'failed',
          message: `Bazarr could not get a code from plex.tv: ${apiErrorMessage(error as never) ?? 'no answer'}`,
        });
    }
  }, [createPin]);

  const cancel = useCallback(() => setState({ step: 'idle' }), []);

  useEffect(() => {
    if (!pin) return undefined;
    let stopped = false;
    let checking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const finish = (next: PlexSignIn) => {
      stopped = true;
      clearTimeout(timer);
      setState(next);
    };
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void check(), PIN_CHECK_MS);
    };
    async function check() {
      if (stopped || checking) return;
      if (Date.now() - startedAt > PIN_LIFETIME_MS) {
        finish({ step: 'failed', message: PIN_EXPIRED_MESSAGE });
        return;
      }
      checking = true;
      try {
        const answer = await checkPin({ pinId: pin!.pinId, state: pin!.state }).unwrap();
        if (stopped) return;
        if (answer.authenticated) finish({ step: 'signed-in', username: answer.username });
        else schedule();
      } catch (error) {
        if (stopped) return;
        const status = (error as { status?: unknown }).status;
        // 500: the PIN is gone (expired or consumed); 503: plex.tv did not answer this time, so try again.
        if (status === 503) schedule();
        else
          finish({
            step: 'failed',
            message:
              status === 500 || status === 410
                ? PIN_EXPIRED_MESSAGE
                : (apiErrorMessage(error as never) ?? PIN_EXPIRED_MESSAGE),
          });
      } finally {
        checking = false;
      }
    }
    const checkNow = () => {
      if (document.visibilityState !== 'hidden') void check();
    };
    schedule();
    window.addEventListener('focus', checkNow);
    document.addEventListener('visibilitychange', checkNow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('focus', checkNow);
      document.removeEventListener('visibilitychange', checkNow);
    };
  }, [pin, checkPin]);

  return { state, start, cancel };
}
