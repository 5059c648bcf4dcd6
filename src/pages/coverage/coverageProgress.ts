import { formatCount } from '../../components/text/formatCount';

/** What has been read so far, per list; a disabled manager's lists are left out. */
export interface ProgressInput {
  sonarr: boolean;
  radarr: boolean;
  /** Series ids loaded, and the server's total (undefined until its first page answered). */
  seriesLoaded: number;
  seriesTotal: number | undefined;
  /** Series whose episodes have been read. */
  seriesRead: number;
  moviesLoaded: number;
  moviesTotal: number | undefined;
}

export interface ProgressLine {
  label: string;
  done: number;
  total: number | undefined;
}

/** The parts of the reading: the series list, the episodes of those series, the movies list. */
export function progressLines(input: ProgressInput): ProgressLine[] {
  const lines: ProgressLine[] = [];
  if (input.sonarr) {
    lines.push({ label: 'series', done: input.seriesLoaded, total: input.seriesTotal });
    lines.push({
      label: 'series with their episodes',
      done: input.seriesRead,
      total: input.seriesTotal,
    });
  }
  if (input.radarr)
    lines.push({ label: 'movies', done: input.moviesLoaded, total: input.moviesTotal });
  return lines;
}

/** 'Read 500 of 2,000 series, 120 of 2,000 series with their episodes, 1,000 of 10,000 movies'. */
export function progressText(lines: readonly ProgressLine[]): string {
  const parts = lines.map(({ label, done, total }) =>
    total === undefined
      ? `${formatCount(done)} ${label}`
      : `${formatCount(Math.min(done, total))} of ${formatCount(total)} ${label}`,
  );
  return `Read ${parts.join(', ')}`;
}

/** From 0 to 100 for the progress bar; null while a total is still unknown. */
export function progressPercent(lines: readonly ProgressLine[]): number | null {
  let done = 0;
  let total = 0;
  for (const line of lines) {
    if (line.total === undefined) return null;
    done += Math.min(line.done, line.total);
    total += line.total;
  }
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}
