/**
 * The private realtime topic of one protected member's alarms: their SOS events, timeline steps
 * and notifications, joinable by the member and by family whose live link has the alert
 * permission (policies on realtime.messages; docs/architecture.md#private-sos-channels).
 */
export const sosTopic = (memberId: string) => `sos:${memberId}`;

/** The `event_id` a minimal message (a timeline step, a notification) is about, if it has one. */
export const messageEventId = (payload: Record<string, unknown>): string | null => (typeof payload.event_id === 'string' ? payload.event_id : null);
