import { baseApi } from './baseApi';
import { dataOf, parsedAs } from './responses';
import { subtitleContentsSchema, type SubtitleCue } from './schemas/subtitleContents';

/**
 * The cues of a subtitle file (Bazarr 1.6, `hasSubtitleContents`). Its own module, imported by the subtitle
 * viewer only, so the first page's bundle does not carry it. Silent: the viewer shows Bazarr's message itself.
 */
export const subtitleContentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubtitleContents: build.query<SubtitleCue[], string>({
      query: (subtitlePath) => ({
        url: 'subtitles/contents',
        params: { subtitlePath },
        silent: true,
      }),
      ...parsedAs(subtitleContentsSchema, dataOf),
      // A file can be thousands of cues, and a tool may rewrite it: not kept once the viewer is closed.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSubtitleContentsQuery } = subtitleContentsApi;
