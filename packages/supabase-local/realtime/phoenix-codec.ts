/** One Phoenix channel message, independent of the wire version. */
export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export interface PhxCodec {
  /** Whether this version has binary broadcast frames (vsn 2.0.0). */
  binary: boolean;
  decode(text: string): PhxMessage | null;
  encode(message: PhxMessage): string;
}

/** vsn 2.0.0 (supabase-js ≥ 2.91): `[join_ref, ref, topic, event, payload]`. */
const arrayCodec: PhxCodec = {
  binary: true,
  decode(text) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  },
  encode: (m) => JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]),
};

/** vsn 1.0.0 (supabase-js ≤ 2.90): `{topic, event, payload, ref, join_ref}`. */
const objectCodec: PhxCodec = {
  binary: false,
  decode(text) {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (!parsed || typeof parsed.topic !== 'string' || typeof parsed.event !== 'string') return null;
    return {
      joinRef: asRef(parsed.join_ref),
      ref: asRef(parsed.ref),
      topic: parsed.topic,
      event: parsed.event,
      payload: asPayload(parsed.payload),
    };
  },
  encode: (m) => JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref, join_ref: m.joinRef }),
};

export function codecFor(vsn: string | null): PhxCodec {
  return vsn?.startsWith('1.') ? objectCodec : arrayCodec;
}

function asRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

function asPayload(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** vsn 2.0.0 binary frame kinds (realtime-js serializer): user broadcast push in, broadcast out. */
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

/**
 * realtime-js ≥ 2.9x sends `channel.send({type:'broadcast'})` as a binary frame:
 * kind, 5 length bytes (join_ref, ref, topic, event, metadata), encoding, the strings, then the
 * user payload (JSON text, or raw bytes kept as a Buffer).
 */
export function decodeBinaryPush(frame: Buffer): PhxMessage | null {
  if (frame.length < 7 || frame[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lengths = [frame[1], frame[2], frame[3], frame[4], frame[5]];
  const encoding = frame[6];
  let offset = 7;
  const [joinRef, ref, topic, event, metadata] = lengths.map((length) => {
    const text = frame.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  });
  const body = frame.subarray(offset);
  const userPayload: unknown = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8') || 'null') : Buffer.from(body);
  const meta = metadata ? (JSON.parse(metadata) as Record<string, unknown>) : {};
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event, payload: userPayload },
  };
}

/**
 * A broadcast whose user payload is raw bytes, as hosted's V2Serializer frames a UserBroadcast
 * (fastlane!): kind 4, the byte lengths of topic, event and metadata, encoding 0 (binary), then
 * topic, event, metadata (JSON, e.g. `{"id":…}` for one sent from the database; none from a
 * client or httpSend) and the bytes. realtime-js hands the bytes over as an ArrayBuffer, and the
 * metadata as `meta`. Each length is one byte: hosted raises on a longer one, and the message
 * reaches nobody; null here for the same.
 */
export function encodeBinaryBroadcast(topic: string, event: string, payload: Buffer, meta?: Record<string, unknown>): Buffer | null {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(event);
  const metaBytes = meta ? Buffer.from(JSON.stringify(meta)) : Buffer.alloc(0);
  if ([topicBytes, eventBytes, metaBytes].some((bytes) => bytes.length > 255)) return null;
  const header = Buffer.from([KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, metaBytes.length, BINARY_ENCODING]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, payload]);
}

/** Whether a broadcast carries raw bytes (sent as such, or by httpSend / realtime.send_binary). */
export function isBinaryBroadcast(message: PhxMessage): message is PhxMessage & { payload: { event: string; payload: Buffer } } {
  return message.event === 'broadcast' && Buffer.isBuffer(message.payload.payload) && typeof message.payload.event === 'string';
}

/**
 * The wire bytes of a raw-byte broadcast for one protocol version: the kind-4 frame for vsn
 * 2.0.0, nothing for vsn 1.0.0. Hosted's MessageDispatcher converts a UserBroadcast to JSON for
 * V1 sockets only when its payload is JSON, and otherwise skips them ("User payload encoding is
 * not JSON"): a vsn 1.0.0 subscriber never hears binary broadcasts.
 */
export function binaryBroadcastBytes(codec: PhxCodec, message: PhxMessage & { payload: { event: string; payload: Buffer } }): Buffer | null {
  if (!codec.binary) return null;
  const meta = message.payload.meta;
  const metadata = meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : undefined;
  return encodeBinaryBroadcast(message.topic, message.payload.event, message.payload.payload, metadata);
}
