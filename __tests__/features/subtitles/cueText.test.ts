import { cueDisplayText, formatCueTime } from '../../../src/features/subtitles/viewer/cueText';

describe('cue texts and times', () => {
  it.each([
    [0, '00:00:00.000'],
    [62_345, '00:01:02.345'],
    [3_600_000 + 59_999, '01:00:59.999'],
    [-5, '00:00:00.000'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCueTime(ms)).toBe(text);
  });

  it("breaks lines at SubStation's \\N and keeps everything else as written", () => {
    expect(cueDisplayText('{\\an8}Top\\Nline <b>x</b>')).toBe('{\\an8}Top\nline <b>x</b>');
  });
});
