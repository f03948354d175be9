/** One Web Push message the local push service accepted: what a push service knows of it, never its content. */
export interface ReceivedPush {
  id: number;
  /** The subscription's id: the last path segment of its endpoint (`/_push/<endpointId>`). */
  endpointId: string;
  receivedAt: string;
  /** Size of the encrypted body in bytes. */
  bytes: number;
  /** Seconds the sender asked the service to keep it (RFC 8030 §5.2). */
  ttl: number;
  /** RFC 8030 §5.3; `normal` when the sender gave none. */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 §5.4: replaces an undelivered message with the same topic; null when none. */
  topic: string | null;
}

/**
 * In-memory record of the pushes the local push service stand-in accepted (`/_push`), beside the
 * mailbox and the SMS outbox: the app's dispatcher sends the status page's synthetic alarm here
 * locally. Only the last `maxKept` are kept, so a long dev session with a probe every minute
 * cannot grow it without limit.
 */
export class PushInbox {
  private received: ReceivedPush[] = [];
  private nextId = 1;

  constructor(private readonly maxKept = 200) {}

  receive(message: Omit<ReceivedPush, 'id' | 'receivedAt'>): ReceivedPush {
    const stored: ReceivedPush = { id: this.nextId++, receivedAt: new Date().toISOString(), ...message };
    this.received.push(stored);
    if (this.received.length > this.maxKept) this.received.shift();
    return stored;
  }

  list(endpointId?: string): ReceivedPush[] {
    return this.received.filter((m) => !endpointId || m.endpointId === endpointId);
  }

  clear(endpointId?: string): void {
    this.received = endpointId ? this.received.filter((m) => m.endpointId !== endpointId) : [];
  }
}
