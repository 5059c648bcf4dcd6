import { newPage } from './support/browser';
import { browserSuite } from './support/suite';

/** The shell index.html paints before the bundle runs, under the strict CSP of a hardened proxy. */
describe('the shell painted from index.html', () => {
  const suite = browserSuite({ csp: true });

  it('shows the header and a skeleton of the page before any script has loaded', async () => {
    const { page } = await newPage(suite.browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route('**/assets/**', (route) => route.abort());
    // The boot script is in the page itself: it asks for the first data though no file of the bundle loads.
    const settingsAsked = page.waitForRequest('**/api/system/settings');
    await page.goto(`${suite.server.url}series`);
    await settingsAsked;

    const shell = page.locator('.boot');
    await shell.waitFor({ state: 'visible' });
    expect(await shell.innerText()).toBe('Bazarr');
    // Chakra's global CSS is in the page but waits for the app: the shell's first style pass skips its tokens.
    expect(
      await page.evaluate(() => ({
        media: document.getElementById('chakra-global-css')?.getAttribute('media'),
        background: getComputedStyle(document.documentElement).getPropertyValue(
          '--chakra-colors-bg',
        ),
      })),
    ).toEqual({ media: 'not all', background: '' });
    // The inline scripts (the injected environment, the boot script) run: their CSP hashes are valid.
    expect(await page.evaluate(() => typeof (window as { Bazarr?: unknown }).Bazarr)).toBe(
      'object',
    );
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('gives way to the app once the page has rendered', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('table', { name: 'Series' }).getByRole('link').first().waitFor();
    await page.locator('.boot').waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByText('Bazarr').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes Chakra’s reset and tokens from index.html: the bundle inserts none of them', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('table', { name: 'Series' }).getByRole('link').first().waitFor();
    const styles = await page.evaluate(() => {
      const root = document.documentElement;
      const background = () => getComputedStyle(root).getPropertyValue('--chakra-colors-bg').trim();
      const light = background();
      root.classList.add('dark');
      const dark = background();
      root.classList.remove('dark');
      return {
        // Emotion's global styles: only the layers' order (ChakraProvider's first Global).
        emotionGlobal: [...document.querySelectorAll('style[data-emotion^="css-global"]')].flatMap(
          (style) =>
            [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
        light,
        dark,
        // Chakra's reset.
        bodyMargin: getComputedStyle(document.body).margin,
        media: document.getElementById('chakra-global-css')?.getAttribute('media') ?? null,
      };
    });
    expect(styles.emotionGlobal).toEqual(['@layer reset, base, tokens, recipes;']);
    expect(styles.light).not.toBe('');
    expect(styles.dark).not.toBe('');
    expect(styles.dark).not.toBe(styles.light);
    expect(styles.bodyMargin).toBe('0px');
    expect(styles.media).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes the looks of plain elements from index.html: the bundle resolves none of those it uses', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('table', { name: 'Series' }).getByRole('link').first().waitFor();
    const looks = await page.evaluate(() => {
      const built = document.getElementById('static-looks');
      const names = new Set(built?.dataset.looks?.split(' '));
      const used = new Set(
        [...document.querySelectorAll('[class*="css-fx"]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('css-fx')),
        ),
      );
      // Rules the page's Emotion inserted itself (its own <style> elements, not the one from index.html).
      const inserted = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap(
        (style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      );
      const header = getComputedStyle(document.querySelector('header') as Element);
      return {
        // Where index.html put it, Emotion's own styles right after it, then Chakra's global CSS.
        inPlace: built?.parentElement === document.body,
        next: built?.nextElementSibling?.getAttribute('data-emotion'),
        globalAfter: Boolean(
          built && built.compareDocumentPosition(document.getElementById('chakra-global-css')!) & 4,
        ),
        used: [...used],
        notBuilt: [...used].filter((name) => !names.has(name.slice('css-'.length))),
        insertedAgain: inserted.filter((rule) => /\.css-fx/.test(rule)).length,
        header: { display: header.display, height: header.height },
      };
    });
    // The page's Emotion cache took the built <style> as inserted and left it in place (pageEmotionCache.ts).
    expect(looks.inPlace).toBe(true);
    expect(looks.next).toMatch(/^css/);
    expect(looks.globalAfter).toBe(true);
    expect(looks.used.length).toBeGreaterThan(10);
    expect(looks.notBuilt).toEqual([]);
    expect(looks.insertedAgain).toBe(0);
    expect(looks.header).toEqual({ display: 'flex', height: '64px' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for the bundle’s own scripts at high priority, and for the page’s chunks once, when the bundle starts', async () => {
    const { page } = await newPage(suite.browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // A slow server: the bundle's files (not the lazy `.chunk.js` ones) are still on their way when the boot
    // script runs, and its main entry arrives well after its theme entry has run.
    await page.route(
      (url) => url.pathname.includes('/assets/') && !url.pathname.endsWith('.chunk.js'),
      (route) =>
        setTimeout(
          () => void route.continue(),
          /\/main\./.test(route.request().url()) ? 2000 : 300,
        ),
    );
    const requests = new Map<string, { file: string; priority: string; sent: number }>();
    const finished = new Map<string, number>();
    const sent: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
      const file = new URL(request.url).pathname.split('/').pop() ?? '';
      requests.set(requestId, { file, priority: request.initialPriority, sent: timestamp });
      sent.push(file);
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
      const request = requests.get(requestId);
      if (request) finished.set(request.file, timestamp);
    });
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('table', { name: 'Series' }).getByRole('link').first().waitFor();
    const { scripts, preloads } = await page.evaluate(() => ({
      // index.html's own (deferred) scripts, not the chunks webpack adds later.
      scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src][defer]')].map(
        (script) => new URL(script.src).pathname.split('/').pop() ?? '',
      ),
      preloads: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      ].map((link) => new URL(link.href).pathname.split('/').pop() ?? ''),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    const byFile = new Map([...requests.values()].map((request) => [request.file, request]));
    // Deferred scripts are low priority by default: Chrome held the main chunk back on a slow network.
    for (const script of scripts)
      expect([script, byFile.get(script)?.priority]).toEqual([script, 'High']);
    // The route's chunks: preloaded once the bundle's first entry (the theme) runs, not beside the bundle from
    // the start (sharing its bandwidth all along) nor once all of it is in (a round trip later), and fetched once
    // (webpack's own loading takes the preloaded file).
    expect(preloads.length).toBeGreaterThan(0);
    const finishedBy = (files: string[]) =>
      Math.max(...files.map((script) => finished.get(script) ?? Infinity));
    const themeAt = scripts.findIndex((script) => script.startsWith('theme.'));
    expect(themeAt).toBeGreaterThan(0);
    const themeIn = finishedBy(scripts.slice(0, themeAt + 1));
    const bundleIn = finishedBy(scripts);
    for (const chunk of preloads) {
      expect([chunk, sent.filter((file) => file === chunk).length]).toEqual([chunk, 1]);
      expect(byFile.get(chunk)?.sent).toBeGreaterThanOrEqual(themeIn);
      expect(byFile.get(chunk)?.sent).toBeLessThan(bundleIn);
    }
    await page.context().close();
  });

  it('has V8 compile the theme and state entries and the main chunk while they download, not the vendor chunk', async () => {
    const { page, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}series`);
    await page.getByRole('table', { name: 'Series' }).getByRole('link').first().waitFor();
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src][defer]')].map(
        (script) => script.src,
      ),
    );
    const firstLines = await Promise.all(
      scripts.map(async (src) => {
        const file = new URL(src).pathname.split('/').pop() ?? '';
        const text = await (await page.request.get(src)).text();
        return [file.replace(/\.[0-9a-f]{8}\.js$/, ''), text.slice(0, text.indexOf('\n'))];
      }),
    );
    const hint = '//# allFunctionsCalledOnLoad';
    const themeAt = firstLines.findIndex(([name]) => name === 'theme');
    expect(themeAt).toBeGreaterThan(0);
    const hinted = firstLines.map(([name, line]) => [name, line === hint]);
    // The runtime and the theme entry; the state entry; then the vendor chunk main shares, then main.
    expect(hinted).toEqual([
      ...firstLines.slice(0, themeAt + 1).map(([name]) => [name, true]),
      ['state', true],
      ...firstLines.slice(themeAt + 2, -1).map(([name]) => [name, false]),
      ['main', true],
    ]);
    expect(firstLines.length).toBeGreaterThan(themeAt + 3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['series', 'movies', 'movies/edit', 'history/series', 'series/1'])(
    'makes no Intl object before the first rows of /%s, and sets ICU up after them',
    async (path) => {
      const { page } = await newPage(suite.browser);
      // A page's first Intl object costs Chromium 40 ms or more of ICU set-up. Counts are written without it
      // (formatCount), a table's collator is made at its first sort and the filters' options are sorted without
      // one; the app sets ICU up once its first screen is shown and the page is idle (src/app/warmUpIntl.ts).
      await page.addInitScript(() => {
        const callers: string[] = [];
        (window as { intlCallers?: string[] }).intlCallers = callers;
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        for (const name of ['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules']) {
          intl[name] = new Proxy(intl[name], {
            construct(target, args: unknown[]) {
              const rows = document.querySelector('main tbody tr td + td') !== null;
              callers.push(
                `${rows ? 'after' : 'before'} the rows: ${new Error().stack?.split('\n')[2]}`,
              );
              return Reflect.construct(target, args) as object;
            },
          });
        }
      });
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('main tbody tr td + td').first().waitFor();
      await page.waitForFunction(() =>
        ((window as { intlCallers?: string[] }).intlCallers ?? []).some((caller) =>
          /^after.*\/assets\//.test(caller),
        ),
      );
      const callers = await page.evaluate(() => (window as { intlCallers?: string[] }).intlCallers);
      expect(callers?.filter((caller) => caller.startsWith('before'))).toEqual([]);
      await page.context().close();
    },
  );

  it('starts the socket and the service worker only once the app has rendered its first screen', async () => {
    const { page } = await newPage(suite.browser);
    // What each start found on the page: whether the app had rendered yet.
    await page.addInitScript(() => {
      const starts: [string, boolean][] = [];
      (window as { starts?: [string, boolean][] }).starts = starts;
      const rendered = () => document.querySelector('#root header') !== null;
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        if (String(args[1]).includes('socket.io')) starts.push(['socket', rendered()]);
        return (open as (...openArgs: unknown[]) => void).apply(this, args);
      };
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => {
        starts.push(['service worker', rendered()]);
        return register(...args);
      };
    });
    // The list's first page is held back: the main thread idles while the app waits for it before its first
    // render, and those idle moments are not for the socket or the worker's downloads.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/series\?start=0/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.server.url}series`);
    const starts = () => page.evaluate(() => (window as { starts?: [string, boolean][] }).starts);
    await page.waitForFunction(
      () =>
        new Set((window as { starts?: [string, boolean][] }).starts?.map(([what]) => what)).size ===
        2,
    );
    const first = new Map<string, boolean>();
    for (const [what, rendered] of (await starts()) ?? [])
      if (!first.has(what)) first.set(what, rendered);
    expect(Object.fromEntries(first)).toEqual({ socket: true, 'service worker': true });
    release();
    await page.context().close();
  });
});
