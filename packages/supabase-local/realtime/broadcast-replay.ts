/*
 * Broadcast replay (`config.broadcast.replay: { since, limit }` in a join) is not served here: we
 * do not keep broadcasts for replay. Accepting the join and replaying nothing would be a silent
 * wrong answer (the app would believe it missed nothing), so the join is refused with the reasons
 * hosted Realtime gives (realtime_channel.ex: can_replay?, maybe_replay_messages;
 * Realtime.Messages.replay), its own "unable to replay" last.
 */

const PUBLIC_CHANNEL = 'UnableToReplayMessages: Replay is not allowed for public channels';
const INVALID_PARAMS = 'UnableToReplayMessages: Replay params are not valid';
const NOT_REPLAYED = 'UnableToReplayMessages: Realtime was unable to replay messages';

/** The milliseconds Elixir's DateTime.from_unix accepts (years 0 to 9999); outside, hosted says the params are not valid. */
const MIN_UNIX_MS = -62_167_219_200_000;
const MAX_UNIX_MS = 253_402_300_799_999;

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `config.broadcast` of a join, when it is an object. */
function broadcastConfig(payload: Record<string, unknown>): Record<string, unknown> | null {
  const config = payload.config;
  return isMap(config) && isMap(config.broadcast) ? config.broadcast : null;
}

/**
 * Does the join ask for replay? Hosted matches `config.broadcast` having a `replay` key, whatever
 * its value. On a private channel it then also needs broadcast read (can_replay?, before
 * anything else here): presence read alone gets the usual "Unauthorized" refusal.
 */
export function asksForReplay(payload: Record<string, unknown>): boolean {
  const broadcast = broadcastConfig(payload);
  return broadcast !== null && 'replay' in broadcast;
}

/** The reason a join asking for replay is refused (its read policies already checked), or null. */
export function replayRefusal(payload: Record<string, unknown>, isPrivate: boolean): string | null {
  const broadcast = broadcastConfig(payload);
  if (broadcast === null || !('replay' in broadcast)) return null;
  if (!isPrivate) return PUBLIC_CHANNEL;
  const replay = broadcast.replay;
  // A replay that is not a map is ignored on a private channel: the join goes on without it.
  if (!isMap(replay)) return null;
  // `limit` defaults to 25 when null, absent or false (Elixir's `||`).
  const limit = replay.limit === undefined || replay.limit === null || replay.limit === false ? 25 : replay.limit;
  const since = replay.since;
  if (!Number.isInteger(since) || !Number.isInteger(limit)) return INVALID_PARAMS;
  if ((since as number) < MIN_UNIX_MS || (since as number) > MAX_UNIX_MS) return INVALID_PARAMS;
  return NOT_REPLAYED;
}
