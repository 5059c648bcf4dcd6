/**
 * The wire format of socket.io (protocol 5) over Engine.IO v4 long-polling, the part Bazarr uses: text packets
 * only, the default namespace, one event name. An Engine.IO packet is a type digit and its data; a socket.io
 * packet rides in an Engine.IO message ('4') with its own type digit, so an event is `42["data",{...}]`.
 */

/** Packets in one polling body are joined by the record separator. */
export const SEPARATOR = '\x1e';

/** What the client sends: Engine.IO pong and close, socket.io connect and disconnect (default namespace). */
export const PONG = '3';
export const CLOSE = '1';
export const CONNECT = '40';
export const DISCONNECT = '41';

/** What the client reacts to in a packet; anything else (noop '6', other events, binary) is 'ignored'. */
export type Packet =
  | { type: 'ping' | 'close' | 'connect' | 'disconnect' | 'ignored' }
  | { type: 'connect_error'; error: Error }
  | { type: 'data'; payload: unknown };

export interface Handshake {
  sid: string;
  /** How long the client may go without hearing a ping before it considers the server gone. */
  pingWindow: number;
}

/** The answer to the first request: an Engine.IO open packet, `0{"sid":...,"pingInterval":...}`. */
export function decodeHandshake(packet: string): Handshake {
  const open = packet[0] === '0' ? (JSON.parse(packet.slice(1)) as Record<string, unknown>) : {};
  const { sid, pingInterval, pingTimeout } = open;
  if (
    typeof sid !== 'string' ||
    typeof pingInterval !== 'number' ||
    typeof pingTimeout !== 'number'
  )
    throw new Error('socket.io: not a handshake');
  return { sid, pingWindow: pingInterval + pingTimeout };
}

export function decodePacket(packet: string): Packet {
  switch (packet.slice(0, 2)) {
    case '2':
      return { type: 'ping' };
    case '1':
      return { type: 'close' };
    case '40':
      return { type: 'connect' };
    case '41':
      return { type: 'disconnect' };
    case '44': {
      // A namespace middleware refused the connection: `44{"message":...}`.
      const { message } = JSON.parse(packet.slice(2) || '{}') as { message?: string };
      return {
        type: 'connect_error',
        error: new Error(message ?? 'socket.io: connection refused'),
      };
    }
    case '42': {
      // An optional acknowledgement id may stand between the type and the array: `42<id>["data",...]`.
      const [name, payload] = JSON.parse(packet.slice(packet.indexOf('['))) as unknown[];
      return name === 'data' ? { type: 'data', payload } : { type: 'ignored' };
    }
  }
  return { type: 'ignored' };
}
