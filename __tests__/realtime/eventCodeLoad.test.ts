import { authChanged } from '../../src/api/authSlice';
import { makeTestStore } from './support';

// Counts how often the events' code (its own chunk in the app) is set up.
const created = jest.fn();
jest.mock('../../src/realtime/refreshTable', () => {
  const actual = jest.requireActual<typeof import('../../src/realtime/refreshTable')>(
    '../../src/realtime/refreshTable',
  );
  return {
    ...actual,
    createEventApplier: (...args: Parameters<typeof actual.createEventApplier>) => {
      created();
      return actual.createEventApplier(...args);
    },
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the code that applies socket events', () => {
  it('loads once the socket connects, not when it starts (the first screen does not wait for it)', async () => {
    const store = makeTestStore();
    store.dispatch(authChanged(true));
    await settle();
    expect(created).not.toHaveBeenCalled();

    const socket = store.sockets.latest();
    socket.emit('connect');
    await settle();
    expect(created).toHaveBeenCalledTimes(1);
    // A reconnection does not set it up again.
    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    await settle();
    expect(created).toHaveBeenCalledTimes(1);
  });
});
