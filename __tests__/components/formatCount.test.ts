import { formatCount } from '../../src/components/text/formatCount';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US');

  it.each([
    0, 7, 42, 999, 1000, 1234, 12345, 999999, 1000000, 40000, 123456789, -1, -1234, -1000000,
  ])('writes %d as Intl.NumberFormat en-US does', (count) => {
    expect(formatCount(count)).toBe(intl.format(count));
  });

  it('hands anything but a whole number to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(2 ** 60)).toBe(intl.format(2 ** 60));
  });
});
