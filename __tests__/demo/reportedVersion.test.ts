import { createServedBackend } from '../../src/demo/server/servedBackend';
import { backendOptionsFromEnv } from '../../src/demo/server/envOptions';
import { call, setup } from './helpers';

/** The `bazarr_version` GET system/status answers on a backend started with these `npm start` variables. */
async function reportedWith(env: NodeJS.ProcessEnv): Promise<unknown> {
  const { backend } = setup(backendOptionsFromEnv(env), createServedBackend);
  const response = await call(backend, 'GET', '/api/system/status');
  return (JSON.parse(response.body) as { data: { bazarr_version: unknown } }).data.bazarr_version;
}

describe('the Bazarr version the demo reports', () => {
  it('is 1.5.6 for npm start unless DEMO_BAZARR says otherwise (1.5.2 included)', async () => {
    expect(await reportedWith({})).toBe('1.5.6');
    expect(await reportedWith({ DEMO_BAZARR: '' })).toBe('1.5.6');
    expect(await reportedWith({ DEMO_BAZARR: '1.5.2' })).toBe('1.5.2');
    expect(await reportedWith({ DEMO_BAZARR: '1.5.6' })).toBe('1.5.6');
    expect(await reportedWith({ DEMO_BAZARR: '2.1.0' })).toBe('2.1.0');
  });

  it('still reads the older name DEMO_BAZARR_VERSION', async () => {
    expect(await reportedWith({ DEMO_BAZARR_VERSION: '1.6.0' })).toBe('1.6.0');
  });

  it('keeps the other variables it is started with', () => {
    expect(
      backendOptionsFromEnv({ DEMO_SIZE: 'large', DEMO_AUTH: 'form', DEMO_CSP: 'strict' }),
    ).toMatchObject({ size: 'large', auth: 'form', csp: true, latency: 'none' });
  });
});
