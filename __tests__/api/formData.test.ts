import { toFormData, toSearchParams } from '../../src/api/formData';

describe('form-data bodies (docs/behaviour.md §7)', () => {
  it('appends array values once per item', () => {
    const form = toFormData({ seriesid: [1, 2], profileid: ['3', '4'] });
    expect(form.getAll('seriesid')).toEqual(['1', '2']);
    expect(form.getAll('profileid')).toEqual(['3', '4']);
  });

  it('sends an empty array as an empty string', () => {
    const form = toFormData({ 'languages-enabled': [] });
    expect(form.getAll('languages-enabled')).toEqual(['']);
  });

  it('skips undefined, sends null as empty and booleans as text', () => {
    const form = toFormData({ a: undefined, b: null, c: true, d: 0 });
    expect(form.has('a')).toBe(false);
    expect(form.get('b')).toBe('');
    expect(form.get('c')).toBe('true');
    expect(form.get('d')).toBe('0');
  });

  it('keeps file names of uploads', () => {
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'episode.en.srt');
    const sent = toFormData({ file }).get('file') as File;
    expect(sent.name).toBe('episode.en.srt');
  });
});

describe('query strings', () => {
  it('repeats array params under names that keep their []', () => {
    expect(toSearchParams({ 'seriesid[]': [1, 9], start: 0 }).toString()).toBe(
      'seriesid%5B%5D=1&seriesid%5B%5D=9&start=0',
    );
  });
});
