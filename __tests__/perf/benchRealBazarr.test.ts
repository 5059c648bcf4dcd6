import { realBazarr } from '../../bench/realBazarr';

describe('the bench against a real Bazarr (BENCH_BAZARR_URL)', () => {
  it('runs on the demo when no Bazarr is named', () => {
    expect(realBazarr({})).toBeUndefined();
  });

  it('takes the address with its base URL and the API key', () => {
    const target = realBazarr({
      BENCH_BAZARR_URL: 'http://127.0.0.1:6768/bazarr/',
      BENCH_BAZARR_KEY: ' abc ',
    });
    expect(target?.url.href).toBe('http://127.0.0.1:6768/bazarr');
    expect(target?.apiKey).toBe('abc');
  });

  it('refuses an address without a key, saying which variable is missing', () => {
    expect(() => realBazarr({ BENCH_BAZARR_URL: 'http://127.0.0.1:6768' })).toThrow(
      /BENCH_BAZARR_KEY/,
    );
  });
});
