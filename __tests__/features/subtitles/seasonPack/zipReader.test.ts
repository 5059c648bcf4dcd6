/**
 * @jest-environment node
 */
import { buildZip } from '../../../support/buildZip';
import {
  isPackSubtitle,
  openPacks,
} from '../../../../src/features/subtitles/upload/seasonPack/packFiles';
import {
  listEntries,
  readZip,
  ZipError,
  type ZipLimits,
} from '../../../../src/features/subtitles/upload/seasonPack/zipReader';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
const zipFile = (bytes: Uint8Array<ArrayBuffer>, name = 'pack.zip') => new File([bytes], name);
const keepAll = () => true;

describe('zip reader', () => {
  it('unpacks stored and deflated entries with their folders stripped from the names', async () => {
    const zip = buildZip([
      { path: 'Season 1/', method: 'stored' },
      { path: 'Season 1/Show.S01E01.en.srt', content: SRT },
      { path: 'Season 1/Show.S01E02.en.srt', content: SRT.repeat(50), method: 'stored' },
    ]);
    const files = await readZip(zipFile(zip), isPackSubtitle);
    expect(files.map(({ path, file }) => [path, file.name, file.size])).toEqual([
      ['Season 1/Show.S01E01.en.srt', 'Show.S01E01.en.srt', SRT.length],
      ['Season 1/Show.S01E02.en.srt', 'Show.S01E02.en.srt', SRT.length * 50],
    ]);
    expect(await files[0]?.file.text()).toBe(SRT);
  });

  it('keeps the subtitle formats Bazarr takes and leaves macOS copies, folders and the rest out', () => {
    const zip = buildZip(
      [
        'a/',
        'a/x.srt',
        'x.ass',
        'x.ssa',
        'x.sub',
        'x.vtt',
        'x.smi',
        'x.mpl',
        'x.TXT',
        '__MACOSX/a/._x.srt',
        '._y.srt',
        'x.nfo',
        'x.idx',
        'x.jpg',
      ].map((path) => ({ path, content: path.endsWith('/') ? undefined : 'x' })),
    );
    const kept = listEntries(zip.buffer).filter(isPackSubtitle);
    expect(kept.map((entry) => entry.path)).toEqual([
      'a/x.srt',
      'x.ass',
      'x.ssa',
      'x.sub',
      'x.vtt',
      'x.smi',
      'x.mpl',
      'x.TXT',
    ]);
  });

  it('refuses what is not a zip, or a zip cut short, with a text for the user', async () => {
    await expect(
      readZip(zipFile(new TextEncoder().encode('not a zip at all')), keepAll),
    ).rejects.toThrow('This zip file is damaged or not a zip file');
    const zip = buildZip([{ path: 'Show.S01E01.srt', content: SRT.repeat(100) }]);
    // The end record is there but the data before it is gone.
    const cut = new Uint8Array(zip.length - 40);
    cut.set(zip.subarray(zip.length - cut.length));
    await expect(readZip(zipFile(cut), keepAll)).rejects.toBeInstanceOf(ZipError);
  });

  it('refuses encrypted entries and unknown compressions', async () => {
    const encrypted = buildZip([{ path: 'a.srt', content: SRT, encrypted: true }]);
    await expect(readZip(zipFile(encrypted), keepAll)).rejects.toThrow('a.srt is encrypted.');
    const unknown = buildZip([{ path: 'b.srt', content: SRT, method: 'stored' }]);
    // Method 12 (bzip2) in the central directory and the local header.
    const view = new DataView(unknown.buffer);
    view.setUint16(8, 12, true);
    view.setUint16(unknown.length - 22 - 46 - 'b.srt'.length + 10, 12, true);
    await expect(readZip(zipFile(unknown), keepAll)).rejects.toThrow('method 12');
  });

  describe('a zip bomb', () => {
    const limits: ZipLimits = {
      maxArchiveBytes: 1024 * 1024,
      maxTotalBytes: 100_000,
      maxEntries: 10,
    };
    const zeros = new Uint8Array(5_000_000);

    it('stops before unpacking when the declared sizes pass the cap', async () => {
      const zip = buildZip([{ path: 'big.srt', content: zeros }]);
      expect(zip.length).toBeLessThan(10_000);
      await expect(readZip(zipFile(zip), keepAll, limits)).rejects.toThrow(
        'The subtitles in this zip file unpack to more than',
      );
    });

    it('stops while unpacking when the headers lie about the size', async () => {
      const zip = buildZip([{ path: 'big.srt', content: zeros, declaredSize: 1000 }]);
      await expect(readZip(zipFile(zip), keepAll, limits)).rejects.toThrow(
        'big.srt unpacks to more than the size allowed for its entry.',
      );
    });

    it('refuses too many entries and a too large archive', async () => {
      const many = buildZip(
        Array.from({ length: 11 }, (_, index) => ({ path: `${index}.srt`, content: 'x' })),
      );
      await expect(readZip(zipFile(many), keepAll, limits)).rejects.toThrow('has 11 entries');
      const large = new File([new Uint8Array(limits.maxArchiveBytes + 1)], 'large.zip');
      await expect(readZip(large, keepAll, limits)).rejects.toThrow('larger than 1 MB');
    });
  });
});

describe('opening dropped files', () => {
  it('unpacks the zips among them, keeps loose files, and reports a broken zip without stopping', async () => {
    const loose = new File([SRT], 'Show.S01E05.srt');
    const pack = zipFile(
      buildZip([
        { path: 'Show.S01E01.srt', content: SRT },
        { path: 'notes.nfo', content: 'x' },
      ]),
    );
    const broken = zipFile(new TextEncoder().encode('PK broken'), 'broken.zip');
    const empty = zipFile(buildZip([{ path: 'readme.nfo', content: 'x' }]), 'empty.zip');
    const opened = await openPacks([loose, pack, broken, empty]);
    expect(opened.files.map((file) => file.name)).toEqual(['Show.S01E05.srt', 'Show.S01E01.srt']);
    expect(opened.fromZip.has(loose)).toBe(false);
    expect(opened.files[1] && opened.fromZip.has(opened.files[1])).toBe(true);
    expect(opened.problems).toEqual([
      expect.stringMatching(/^broken\.zip: This zip file is damaged or not a zip file/),
      'empty.zip: no subtitle file in this zip.',
    ]);
  });
});
