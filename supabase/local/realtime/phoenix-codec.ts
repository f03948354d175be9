/** One Phoenix channel message, independent of the wire version. */
export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export interface PhxCodec {
  decode(text: string): PhxMessage | null;
  encode(message: PhxMessage): string;
}

/** vsn 2.0.0 (supabase-js ≥ 2.91): `[join_ref, ref, topic, event, payload]`. */
const arrayCodec: PhxCodec = {
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
