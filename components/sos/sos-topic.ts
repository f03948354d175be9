/**
 * The private realtime topic of one protected member's alarms: their SOS events and timeline
 * steps, joinable by the member and by family whose live link has the alert permission (policies
 * on realtime.messages; docs/architecture.md#private-sos-channels).
 */
export const sosTopic = (memberId: string) => `sos:${memberId}`;

/**
 * The member's own delivery receipt: their alarms' notifications changing state. Only the member
 * may join it; on the family's topic it would cost every family member a frame per recipient.
 */
export const sosReceiptTopic = (memberId: string) => `sos-receipt:${memberId}`;

/** The `event_id` a minimal message (a timeline step, a notification) is about, if it has one. */
export const messageEventId = (payload: Record<string, unknown>): string | null => (typeof payload.event_id === 'string' ? payload.event_id : null);
