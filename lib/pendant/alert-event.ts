/**
 * The pendant's Alert Event value (docs/pendant-protocol.md#alert-event-characteristic), parsed the
 * way readings.ts parses heart rate: anything unusable is null and ignored, never an error.
 *
 * Byte 0, event flags (bits 3–7 reserved, ignored):
 *   bit 0  button pressed (ask for help)
 *   bit 1  long press (the member cancels a countdown)
 *   bit 2  fall detected
 * Byte 1, optional: a sequence number (0–255, wrapping) the pendant moves on with every new event,
 * so a notification that arrives twice is taken once.
 */
export type PendantAlert = {
  button: boolean;
  longPress: boolean;
  fall: boolean;
  /** null when the pendant sends the flags byte alone. */
  sequence: number | null;
};

/** What the app does with one event: ask for help, ask for help after a fall, or cancel. */
export type PendantAlertKind = 'button' | 'fall' | 'longPress';

export const alertFlags = { button: 0b001, longPress: 0b010, fall: 0b100 } as const;

/** null for a missing, empty or flag-less value (no known bit set: nothing happened). */
export function parsePendantAlert(value: DataView | null | undefined): PendantAlert | null {
  if (!value) return null;
  try {
    const flags = value.getUint8(0);
    const alert: PendantAlert = {
      button: (flags & alertFlags.button) !== 0,
      longPress: (flags & alertFlags.longPress) !== 0,
      fall: (flags & alertFlags.fall) !== 0,
      sequence: value.byteLength > 1 ? value.getUint8(1) : null,
    };
    return alert.button || alert.longPress || alert.fall ? alert : null;
  } catch {
    // An empty value throws RangeError: ignored like any other parse failure.
    return null;
  }
}

/**
 * One event, when a value sets several bits: a fall outranks the button, and both outrank the
 * long press. A cancel has to arrive on its own, so a glitching value can never silence a fall.
 */
export function pendantAlertKind(alert: PendantAlert): PendantAlertKind {
  if (alert.fall) return 'fall';
  if (alert.button) return 'button';
  return 'longPress';
}

/** The bytes of an event: what a pendant (or a test's fake one) sends. */
export function encodePendantAlert(kind: PendantAlertKind, sequence?: number): number[] {
  const flags = alertFlags[kind];
  return sequence === undefined ? [flags] : [flags, sequence & 0xff];
}
