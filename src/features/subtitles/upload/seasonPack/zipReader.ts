/**
 * A small reader of .zip archives for season packs: the central directory is read, then each wanted entry is
 * unpacked with the browser's own DecompressionStream. Stored and deflated entries only (what every zip tool
 * writes by default); no ZIP64, no encryption. Sizes are capped so that a zip bomb stops with an error instead of
 * filling the tab's memory.
 */

/** A refused archive or entry, with a text for the user. */
export class ZipError extends Error {
  override name = 'ZipError';
}

export interface ZipLimits {
  /** The archive itself. */
  maxArchiveBytes: number;
  /** Every kept entry unpacked, added up. */
  maxTotalBytes: number;
  maxEntries: number;
}

/** Season packs are a few megabytes at most: generous caps that still keep a hostile archive harmless. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxArchiveBytes: 100 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
};

export interface ZipEntry {
  /** The path inside the archive, folders included ('Season 1/Show.S01E01.srt'). */
  path: string;
  /** The last part of the path. */
  name: string;
  compressedSize: number;
  size: number;
  method: number;
  encrypted: boolean;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

const broken = (why: string) =>
  new ZipError(`This zip file is damaged or not a zip file (${why}).`);

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  throw broken('no end of central directory');
}

function decodeName(bytes: Uint8Array): string {
  // Names without the UTF-8 flag are usually CP437; plain ASCII reads the same either way.
  return new TextDecoder('utf-8').decode(bytes);
}

/** The entries the archive lists, in order (folders included). */
export function listEntries(
  buffer: ArrayBuffer,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): ZipEntry[] {
  const view = new DataView(buffer);
  if (view.byteLength < EOCD_SIZE) throw broken('too short');
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw new ZipError('This zip file uses the ZIP64 format, which cannot be read here.');
  if (count > limits.maxEntries)
    throw new ZipError(
      `This zip file has ${count} entries; at most ${limits.maxEntries} are read.`,
    );
  if (directoryOffset + directorySize > end) throw broken('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE)
      throw broken('bad central directory entry');
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) throw broken('name out of bounds');
    const path = decodeName(new Uint8Array(buffer, offset + 46, nameLength));
    entries.push({
      path,
      name: path.split('/').pop() ?? path,
      method: view.getUint16(offset + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The packed bytes of an entry, found through its local header. */
function packedBytes(buffer: ArrayBuffer, entry: ZipEntry): Uint8Array<ArrayBuffer> {
  const view = new DataView(buffer);
  const header = entry.localHeaderOffset;
  if (header + 30 > view.byteLength || view.getUint32(header, true) !== LOCAL_SIGNATURE)
    throw broken(`bad local header for ${entry.path}`);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (start + entry.compressedSize > view.byteLength) throw broken(`${entry.path} is cut short`);
  return new Uint8Array(buffer, start, entry.compressedSize);
}

/** Inflates raw deflate data, stopping as soon as more than `cap` bytes come out. */
async function inflate(
  packed: Uint8Array<ArrayBuffer>,
  cap: number,
  path: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > cap) {
        await reader.cancel().catch(() => undefined);
        throw new ZipError(`${path} unpacks to more than the size allowed for its entry.`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw broken(`${path} cannot be unpacked`);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The unpacked bytes of one entry; its declared size is a cap too (a lying header stops there). */
async function unpack(
  buffer: ArrayBuffer,
  entry: ZipEntry,
  budget: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (entry.encrypted) throw new ZipError(`${entry.path} is encrypted.`);
  const packed = packedBytes(buffer, entry);
  const cap = Math.min(entry.size, budget);
  if (entry.method === STORED) {
    if (packed.byteLength > cap) throw new ZipError(`${entry.path} is larger than allowed.`);
    return packed.slice();
  }
  if (entry.method === DEFLATED) {
    const bytes = await inflate(packed, cap, entry.path);
    if (bytes.byteLength !== entry.size) throw broken(`${entry.path} has the wrong size`);
    return bytes;
  }
  throw new ZipError(
    `${entry.path} uses a compression this reader does not know (method ${entry.method}).`,
  );
}

export interface UnzippedFile {
  path: string;
  file: File;
}

/**
 * The entries `keep` accepts, unpacked as Files named after their last path part. The declared sizes are
 * checked against the total cap before anything is unpacked, and the unpacked bytes again while inflating.
 */
export async function readZip(
  archive: Blob,
  keep: (entry: ZipEntry) => boolean,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<UnzippedFile[]> {
  if (archive.size > limits.maxArchiveBytes)
    throw new ZipError(
      `This zip file is larger than ${Math.round(limits.maxArchiveBytes / 1024 / 1024)} MB.`,
    );
  const buffer = await archive.arrayBuffer();
  const wanted = listEntries(buffer, limits).filter(keep);
  const declared = wanted.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxTotalBytes)
    throw new ZipError(
      `The subtitles in this zip file unpack to more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB.`,
    );
  const files: UnzippedFile[] = [];
  let budget = limits.maxTotalBytes;
  for (const entry of wanted) {
    const bytes = await unpack(buffer, entry, budget);
    budget -= bytes.byteLength;
    files.push({ path: entry.path, file: new File([bytes], entry.name) });
  }
  return files;
}
