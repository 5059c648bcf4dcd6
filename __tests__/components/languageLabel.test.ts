import { languageLabel } from '../../src/components/badges/languageLabel';

describe('languageLabel', () => {
  it("calls a language without a name or code 'Unknown', with its flags", () => {
    const blank = { code2: '', name: '  ', hi: false, forced: false };
    expect(languageLabel(blank)).toBe('Unknown');
    expect(languageLabel(blank, 'name')).toBe('Unknown');
    expect(languageLabel({ ...blank, hi: true })).toBe('Unknown:HI');
    expect(languageLabel({ ...blank, forced: true }, 'name')).toBe('Unknown Forced');
  });

  it('shows the code of a language it does not know by name', () => {
    expect(languageLabel({ code2: 'xx', name: '', hi: false, forced: false })).toBe('xx');
    expect(languageLabel({ code2: 'xx', name: '', hi: false, forced: false }, 'name')).toBe(
      'Unknown',
    );
  });
});
