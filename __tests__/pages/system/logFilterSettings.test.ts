import { logFilterIndicator } from '../../../src/pages/system/logs/logFilterSettings';

const none = { debug: false, include: '', exclude: '', regex: false, ignoreCase: false };

describe('the Logs filter indicator', () => {
  it.each([
    [none, null],
    [{ ...none, regex: true, ignoreCase: true }, null],
    [{ ...none, include: ' ' }, null],
    [{ ...none, debug: true }, 'Debug'],
    [{ ...none, include: 'error' }, 'I'],
    [{ ...none, exclude: 'socketio' }, 'E'],
    [{ ...none, include: 'error', exclude: 'socketio' }, 'I/E'],
    [{ ...none, debug: true, include: 'a', exclude: 'b' }, 'Debug I/E'],
  ])('says %j as %s', (values, expected) => {
    expect(logFilterIndicator(values)).toBe(expected);
  });
});
