import type { DataAction, DataEvent } from './types';

export type EventListener = (event: DataEvent) => void;

/** The socket.io `data` stream of the backend: subscribers get every event, the log keeps the recent ones. */
export class EventHub {
  private readonly listeners = new Set<EventListener>();
  readonly log: DataEvent[] = [];

  constructor(private readonly logLimit = 1000) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(type: string, payload: unknown = null, action: DataAction = 'update'): void {
    this.publish({ type, action, payload });
  }

  publish(event: DataEvent): void {
    this.log.push(event);
    if (this.log.length > this.logLimit) this.log.splice(0, this.log.length - this.logLimit);
    for (const listener of this.listeners) listener(event);
  }

  clearLog(): void {
    this.log.length = 0;
  }
}

/** Checks events sent to `POST /__demo/emit` or `control.emit`. */
export function isDataEvent(value: unknown): value is DataEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.type === 'string' &&
    (event.action === 'update' || event.action === 'delete') &&
    'payload' in event
  );
}
