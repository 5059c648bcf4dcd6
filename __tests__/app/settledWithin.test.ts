import { settledWithin } from '../../src/app/settledWithin';

describe('settledWithin', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the promise settles, fulfilled or rejected', async () => {
    await expect(settledWithin(Promise.resolve('data'), 60_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('down')), 60_000)).resolves.toBeUndefined();
  });

  it('resolves after the time given when the promise is still pending', async () => {
    jest.useFakeTimers();
    let done = false;
    void settledWithin(new Promise(() => undefined), 150).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(149);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
