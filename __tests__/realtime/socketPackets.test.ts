import { decodeHandshake, decodePacket } from '../../src/realtime/socketPackets';

describe('the socket.io packets Bazarr sends on polling', () => {
  it("reads the handshake's session id and how long to wait for a ping", () => {
    const python = '0{"sid":"aB3-_x","upgrades":[],"pingTimeout":20000,"pingInterval":25000}';
    expect(decodeHandshake(python)).toEqual({ sid: 'aB3-_x', pingWindow: 45000 });
  });

  it('refuses what is not a handshake (a page, an error, a socket.io v2 server)', () => {
    expect(() => decodeHandshake('<!doctype html><html>')).toThrow('not a handshake');
    expect(() => decodeHandshake('0{"code":0}')).toThrow('not a handshake');
    expect(() => decodeHandshake('96:0{"sid":"x","pingInterval":1,"pingTimeout":1}')).toThrow();
  });

  it('reads Engine.IO and socket.io packets', () => {
    expect(decodePacket('2')).toEqual({ type: 'ping' });
    expect(decodePacket('1')).toEqual({ type: 'close' });
    expect(decodePacket('6')).toEqual({ type: 'ignored' });
    expect(decodePacket('40')).toEqual({ type: 'connect' });
    expect(decodePacket('40{"sid":"x"}')).toEqual({ type: 'connect' });
    expect(decodePacket('41')).toEqual({ type: 'disconnect' });
    expect(decodePacket('44{"message":"Not authorized"}')).toEqual({
      type: 'connect_error',
      error: new Error('Not authorized'),
    });
    expect(decodePacket('44')).toEqual({
      type: 'connect_error',
      error: new Error('socket.io: connection refused'),
    });
  });

  it("keeps the 'data' events only, with or without an acknowledgement id", () => {
    const event = { type: 'episode', action: 'update', payload: [1] };
    expect(decodePacket(`42["data",${JSON.stringify(event)}]`)).toEqual({
      type: 'data',
      payload: event,
    });
    expect(decodePacket('4212["data",null]')).toEqual({ type: 'data', payload: null });
    expect(decodePacket('42["message","hello"]')).toEqual({ type: 'ignored' });
    expect(decodePacket('451-["data",{"_placeholder":true,"num":0}]')).toEqual({ type: 'ignored' });
    expect(decodePacket('bAQID')).toEqual({ type: 'ignored' });
  });

  it('throws on a broken event, which ends the session like a transport error', () => {
    expect(() => decodePacket('42["data",')).toThrow();
  });
});
