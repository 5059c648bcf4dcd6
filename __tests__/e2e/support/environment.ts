import { TestEnvironment } from 'jest-environment-node';
import { uiBuilt } from './uiBuild';

/**
 * Node's test environment, set up once the production bundle is built: a browser test file's hooks and tests
 * start with build/ in place, and waiting for the build counts against no test's time limit.
 */
export default class BrowserTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    await uiBuilt();
  }
}
