import { warmUpIntl } from '../../src/boot/warmUpIntl';

describe('warmUpIntl', () => {
  const original = Intl.NumberFormat;
  let made: number;

  beforeEach(() => {
    made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
  });

  afterEach(() => {
    Intl.NumberFormat = original;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('sets ICU up in the first idle moment, not while the parser still reads the page', () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (callback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    };
    warmUpIntl();
    expect(made).toBe(0);
    idle.forEach((run) => run());
    expect(made).toBe(1);
  });

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    warmUpIntl();
    expect(made).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toBe(1);
  });
});
