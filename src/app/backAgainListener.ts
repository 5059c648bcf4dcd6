import { connectionChanged, selectConnectionState } from '../realtime/realtimeSlice';
import { signalBackAgain } from '../lib/backAgain';
import type { AppStartListening } from '../lib/listener';

/** When the socket is online again after Bazarr was away, the parts that did not load meanwhile try again. */
export function registerBackAgainListener(startListening: AppStartListening): void {
  startListening({
    actionCreator: connectionChanged,
    effect: (action, api) => {
      const before = selectConnectionState(api.getOriginalState());
      if (action.payload === 'online' && (before === 'offline' || before === 'error'))
        signalBackAgain();
    },
  });
}
