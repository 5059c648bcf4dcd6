import { endpointTestUrl } from '../../src/api/connectionTest';

describe("the address of a provider service's test", () => {
  it.each([
    ['http://127.0.0.1:9000', 'test/http/127.0.0.1:9000/status'],
    ['https://whisper.lan/asr/', 'test/https/whisper.lan/asr/status'],
    [' http://whisper:9000 ', 'test/http/whisper:9000/status'],
    ['ftp://whisper', null],
    ['whisper:9000', null],
    ['', null],
  ])('tests %j at %j', (endpoint, expected) => {
    expect(endpointTestUrl(endpoint)).toBe(expected);
  });
});
