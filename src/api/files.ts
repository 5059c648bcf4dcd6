import { baseApi } from './baseApi';
import { parsedAs } from './responses';
import { fileEntryListSchema, type FileEntry } from './schemas/files';

/** Whose file system to browse: Bazarr's own, or as Sonarr or Radarr see it. */
export type FileSource = 'bazarr' | 'sonarr' | 'radarr';

export interface FilesArgs {
  source: FileSource;
  /** The folder to list; '' for the roots. */
  path: string;
}

export const filesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFiles: build.query<FileEntry[], FilesArgs>({
      query: ({ source, path }) => ({
        url: source === 'bazarr' ? 'files' : `files/${source}`,
        params: { path },
      }),
      ...parsedAs(fileEntryListSchema),
    }),
  }),
});

export const { useGetFilesQuery } = filesApi;
