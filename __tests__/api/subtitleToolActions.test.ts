import { colorAction, frameRateAction, timeOffsetAction } from '../../src/api/subtitleToolActions';
import { fileName, isEditableFile } from '../../src/features/tools/toolFiles';
import { modificationTasks } from '../../src/features/tools/useQueueModifications';
import { colorToolSchema } from '../../src/features/tools/forms/ColorToolForm';
import { COLOR_VALUES } from '../../src/features/tools/colors';
import { TRANSLATION_CODES } from '../../src/features/tools/forms/translationLanguages';

describe('tool action texts', () => {
  it('builds the parametric actions as Bazarr reads them', () => {
    expect(colorAction('light-gray')).toBe('color(name=light-gray)');
    expect(frameRateAction(23.98, 25)).toBe('change_FPS(from=23.98,to=25)');
    expect(timeOffsetAction({ hour: 0, min: 0, sec: 1, ms: 500, negative: false })).toBe(
      'shift_offset(h=0,m=0,s=1,ms=500)',
    );
    // Zero parts stay '0', never '-0'.
    expect(timeOffsetAction({ hour: 0, min: 0, sec: 1, ms: 500, negative: true })).toBe(
      'shift_offset(h=0,m=0,s=-1,ms=-500)',
    );
  });
});

describe('tool files', () => {
  const file = (path: string) => ({
    code2: 'en',
    code3: null,
    name: 'English',
    hi: false,
    forced: false,
    path,
    file_size: 1,
  });

  it('edits .srt files only', () => {
    expect(isEditableFile(file('/a/b.en.srt'))).toBe(true);
    expect(isEditableFile(file('C:\\movies\\b.EN.SRT'))).toBe(true);
    expect(isEditableFile(file('/a/b.en.ass'))).toBe(false);
    expect(isEditableFile(file('/a/srt'))).toBe(false);
  });

  it('names files by their last path segment', () => {
    expect(fileName('/a/b/c.srt')).toBe('c.srt');
    expect(fileName('C:\\a\\c.srt')).toBe('c.srt');
  });

  it('makes one task per file for its own item, with the options last', () => {
    const target = (episodeId: number) => ({
      kind: 'episode' as const,
      seriesId: 1,
      episodeId,
      label: `Show 1x${episodeId}`,
    });
    const inEpisode = (path: string, episodeId: number) => ({
      ...file(path),
      target: target(episodeId),
      heading: '',
    });
    const tasks = modificationTasks(
      [inEpisode('/a/x.en.srt', 9), { ...inEpisode('/a/y.fr.hi.srt', 10), code2: 'fr', hi: true }],
      'translate',
      { language: 'de' },
    );
    expect(tasks).toEqual([
      {
        description: 'x.en.srt',
        endpoint: 'modifySubtitle',
        itemKey: 'episode-9',
        args: {
          action: 'translate',
          type: 'episode',
          id: 9,
          language: 'de',
          path: '/a/x.en.srt',
          hi: false,
          forced: false,
        },
      },
      {
        description: 'y.fr.hi.srt',
        endpoint: 'modifySubtitle',
        itemKey: 'episode-10',
        args: {
          action: 'translate',
          type: 'episode',
          id: 10,
          language: 'de',
          path: '/a/y.fr.hi.srt',
          hi: true,
          forced: false,
        },
      },
    ]);
  });
});

describe('tool constants', () => {
  it('offers the 16 colours and about 110 translation languages', () => {
    expect(COLOR_VALUES).toHaveLength(16);
    expect(colorToolSchema.safeParse({ color: 'purple' }).success).toBe(false);
    expect(TRANSLATION_CODES.size).toBeGreaterThanOrEqual(105);
    expect(TRANSLATION_CODES.size).toBeLessThanOrEqual(115);
  });
});
