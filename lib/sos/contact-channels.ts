/**
 * An emergency contact's channels as a list. PostgREST returns an enum array as a JSON array;
 * the local server's REST layer returns the Postgres literal ("{email,sms}"). Both are read here,
 * so neither the page nor the fan-out depends on which server answered.
 */
export function contactChannels(value: unknown): ('email' | 'sms')[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.replace(/^\{|\}$/g, '').split(',').map((item) => item.trim().replace(/^"|"$/g, ''))
      : [];
  return (['email', 'sms'] as const).filter((channel) => items.includes(channel));
}
