import { http, HttpResponse } from 'msw';
import { profileWritesApi } from '../../src/api/profileWrites';
import { PROFILE_CHANGE_CHUNK } from '../../src/api/responses';
import { capturingForms, makeTestStore, setupApiServer } from './support/apiTestKit';

const server = setupApiServer();

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('a mass profile change', () => {
  it('sends 2,500 movies in chunks of 1,000, one after another, in order', async () => {
    const post = capturingForms('post', '/api/movies');
    server.use(post.handler);
    const radarrid = ids(2500);
    const profileid = radarrid.map((id) => (id % 2 === 0 ? 1 : null));

    await makeTestStore()
      .dispatch(profileWritesApi.endpoints.updateMoviesProfile.initiate({ radarrid, profileid }))
      .unwrap();

    expect(PROFILE_CHANGE_CHUNK).toBe(1000);
    expect(post.forms.map((form) => form.getAll('radarrid').length)).toEqual([1000, 1000, 500]);
    expect(post.forms.flatMap((form) => form.getAll('radarrid'))).toEqual(radarrid.map(String));
    expect(post.forms.flatMap((form) => form.getAll('profileid'))).toEqual(
      profileid.map((id) => (id === null ? '' : String(id))),
    );
  });

  it('stops at the first refused chunk and reports its error', async () => {
    let posts = 0;
    server.use(
      http.post('/api/series', () => {
        posts += 1;
        return posts === 1
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json('Languages profile not found', { status: 404 });
      }),
    );
    const seriesid = ids(3000);

    const result = await makeTestStore().dispatch(
      profileWritesApi.endpoints.updateSeriesProfile.initiate({
        seriesid,
        profileid: seriesid.map(() => 7),
      }),
    );

    expect(result.error).toEqual({ status: 404, message: 'Languages profile not found' });
    expect(posts).toBe(2);
  });
});
