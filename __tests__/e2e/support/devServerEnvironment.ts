import BrowserTestEnvironment from './environment';
import { freePort, runStartScript, type RunningScript } from './script';

/** What the dev server's test file reads: the address `npm run dev` printed and everything it printed. */
export interface StartedDevServer {
  url: string;
  stdout(): string;
}

declare global {
  var __devServer: StartedDevServer | undefined;
}

/**
 * The browser test environment with `npm run dev` started and ready: the dev server compiles the whole UI in
 * development mode first (a minute or two on busy cores), which counts against no test's time limit here.
 * A test file asks for it with `@jest-environment ./__tests__/e2e/support/devServerEnvironment.ts`.
 */
export default class DevServerTestEnvironment extends BrowserTestEnvironment {
  private dev: RunningScript | undefined;

  override async setup(): Promise<void> {
    await super.setup();
    const dev = runStartScript(['--hot'], { PORT: String(await freePort()) });
    this.dev = dev;
    const [, url = ''] = await dev.waitForOutput(/^Ready at (\S+)$/m);
    this.global.__devServer = { url, stdout: () => dev.stdout() };
  }

  override async teardown(): Promise<void> {
    await this.dev?.stop();
    await super.teardown();
  }
}
