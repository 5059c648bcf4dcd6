// Plain CommonJS: Jest loads its test sequencer without a transform.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's order (failed first, then slowest, by the last run's times or else by file size), with the unit test
 * files ahead of the browser ones: the unit tests keep both workers busy while the production bundle the browser
 * tests need is being built (e2e/support/uiBuild.ts).
 */
class UnitFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isBrowserTest = (test) => test.path.endsWith('.e2e.ts');
    return [...sorted.filter((test) => !isBrowserTest(test)), ...sorted.filter(isBrowserTest)];
  }
}

module.exports = UnitFirstSequencer;
