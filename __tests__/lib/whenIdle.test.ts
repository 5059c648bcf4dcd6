type WhenIdle = typeof import('../../src/lib/whenIdle');

/** whenIdle's module afresh: its first screen and held data are once per page. */
async function freshWhenIdle(): Promise<WhenIdle> {
  let module: WhenIdle | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('../../src/lib/whenIdle');
  });
  return module!;
}

/** Lets pending promise callbacks and zero timers (jsdom has no requestIdleCallback) run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function tracked(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

describe('whenIdle', () => {
  it('runs idle work only once the first screen is shown', async () => {
    const { whenIdle, markFirstScreen } = await freshWhenIdle();
    const work = tracked(whenIdle());
    await settle();
    expect(work.done).toBe(false);
    markFirstScreen();
    await settle();
    expect(work.done).toBe(true);
  });

  // Asked for before or after the page's data is held (the socket asks from the state entry, before the main entry
  // holds idle work for the data), idle work waits for that data.
  it.each([
    ['after', true],
    ['before', false],
  ])(
    "waits for the first page's data, held %s it was asked, while it travels after the first screen",
    async (_, askFirst) => {
      const { whenIdle, markFirstScreen, holdIdleWorkUntil } = await freshWhenIdle();
      const asked = askFirst ? tracked(whenIdle()) : undefined;
      let episodesIn: () => void = () => undefined;
      holdIdleWorkUntil(new Promise<void>((resolve) => (episodesIn = resolve)));
      const work = asked ?? tracked(whenIdle());
      markFirstScreen();
      await settle();
      expect(work.done).toBe(false);
      episodesIn();
      await settle();
      expect(work.done).toBe(true);
    },
  );
});
