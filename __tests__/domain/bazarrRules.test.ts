import { fillsItem, subtitleType } from '../../src/domain/bazarrRules';

const item = (forced: 'True' | 'False', hi: 'True' | 'False') => ({ language: 'en', forced, hi });
const subtitle = (forced: boolean, hi: boolean, code2 = 'en') => ({ code2, forced, hi });

describe("Bazarr's rules shared by the app and the demo", () => {
  it('fills a profile item as Bazarr does: forced wants forced, HI wants HI, normal takes normal or HI', () => {
    expect(fillsItem(item('False', 'False'), subtitle(false, false))).toBe(true);
    expect(fillsItem(item('False', 'False'), subtitle(false, true))).toBe(true);
    expect(fillsItem(item('False', 'False'), subtitle(true, false))).toBe(false);
    expect(fillsItem(item('False', 'True'), subtitle(false, true))).toBe(true);
    expect(fillsItem(item('False', 'True'), subtitle(false, false))).toBe(false);
    expect(fillsItem(item('True', 'False'), subtitle(true, false))).toBe(true);
    expect(fillsItem(item('True', 'False'), subtitle(false, false))).toBe(false);
    expect(fillsItem(item('False', 'False'), subtitle(false, false, 'fr'))).toBe(false);
  });

  it("gives a subtitle one type, forced before HI (the clean-up's stricter view)", () => {
    expect(subtitleType(subtitle(true, true))).toBe('forced');
    expect(subtitleType(subtitle(false, true))).toBe('hi');
    expect(subtitleType(subtitle(false, false))).toBe('normal');
  });
});
