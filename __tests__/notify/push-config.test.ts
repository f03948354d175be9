import webpush from 'web-push';
import { pushConfig, vapidPublicKey } from '@/lib/notify/push-config';
import { alertTopic, renderPushPayload } from '@/lib/notify/push-message';

const keys = webpush.generateVAPIDKeys();

describe('pushConfig', () => {
  it('turns push on with both keys and a subject', () => {
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@ice-sos.example' };
    expect(pushConfig(env)).toEqual({ kind: 'vapid', publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@ice-sos.example' });
    expect(vapidPublicKey(env)).toBe(keys.publicKey);
  });

  it('is off, with the reason, when no key is set', () => {
    expect(pushConfig({})).toEqual({ kind: 'none', reason: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set' });
    expect(vapidPublicKey({})).toBeNull();
  });

  it('names what is wrong with half a configuration or a malformed value', () => {
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/both/);
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:a@b.c' })).toThrow(/VAPID_PUBLIC_KEY is malformed/);
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey, VAPID_SUBJECT: 'mailto:a@b.c' })).toThrow(/VAPID_PRIVATE_KEY is malformed/);
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_SUBJECT .* is required/);
    expect(() => pushConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'ops@x.example' })).toThrow(/VAPID_SUBJECT is malformed/);
    // A broken configuration never hands the browser a key.
    expect(vapidPublicKey({ VAPID_PUBLIC_KEY: keys.publicKey })).toBeNull();
  });
});

describe('renderPushPayload', () => {
  const row = { kind: 'sos_alert', language: 'en' as const, event_id: '6f1c2a34-0b5d-4e7f-8a9b-0c1d2e3f4a5b', params: { member_name: 'Rosa', started_at: '2026-11-23T10:00:00Z' } };

  it('says who raised the alarm, in the recipient’s language, and leads to the alarm on the localized dashboard', () => {
    expect(renderPushPayload(row)).toEqual({
      title: 'SOS from Rosa',
      body: 'Rosa raised an SOS alarm and may need help. Open ICE SOS to respond.',
      eventId: row.event_id,
      url: `/member-dashboard?alert=${row.event_id}`,
      tag: `sos-${row.event_id}`,
    });
    expect(renderPushPayload({ ...row, language: 'es' })).toMatchObject({ title: 'SOS de Rosa', url: `/es/member-dashboard?alert=${row.event_id}` });
    expect(renderPushPayload({ ...row, language: 'nl' }).url).toBe(`/nl/member-dashboard?alert=${row.event_id}`);
  });

  it('marks a test as a test, names nobody when there is no name, and never carries the position', () => {
    const test = renderPushPayload({ ...row, kind: 'test_alert', params: { started_at: row.params.started_at } });
    expect(test.title).toBe("DRILL: a test of an ICE SOS member's SOS alarm");
    expect(JSON.stringify(renderPushPayload({ ...row, params: { ...row.params, latitude: 38.3 } }))).not.toMatch(/38\.3|openstreetmap/);
  });

  it('refuses a kind it has no text for, and a row without its alarm', () => {
    expect(() => renderPushPayload({ ...row, kind: 'sos_ended' })).toThrow(/sos_ended/);
    expect(() => renderPushPayload({ ...row, event_id: null })).toThrow(/alarm/);
  });

  it.each([
    ['en', 'pendant', "SOS from Rosa's pendant", 'Rosa pressed the SOS button on their pendant. Open ICE SOS to respond.'],
    ['nl', 'fall', 'Val: Rosa heeft mogelijk hulp nodig', 'De hanger van Rosa heeft een val gedetecteerd en niemand antwoordde op „Gaat het?”. Open ICE SOS om te reageren.'],
    ['es', 'pendant', 'SOS desde el colgante de Rosa', 'Rosa ha pulsado el botón SOS de su colgante. Abra ICE SOS para responder.'],
  ] as const)('says what raised the alarm in one short line (%s, %s), still leading to the alarm', (language, source, title, body) => {
    expect(renderPushPayload({ ...row, language, params: { ...row.params, source } })).toEqual({
      title,
      body,
      eventId: row.event_id,
      url: expect.stringContaining(`member-dashboard?alert=${row.event_id}`),
      tag: `sos-${row.event_id}`,
    });
  });

  it('gives a missed check-in’s due time on the member’s clock, named, but never the note', () => {
    const params = { ...row.params, source: 'check_in', member_country: 'ES', due_at: '2026-11-23T21:30:00Z', note: 'walking home from the station' };
    const payload = renderPushPayload({ ...row, language: 'es', params });
    expect(payload.title).toBe('Rosa no ha confirmado que está bien');
    expect(payload.body).toBe('Rosa no ha confirmado que está bien antes de las 22:30 (hora de Madrid). Abra ICE SOS para responder.');
    expect(JSON.stringify(payload)).not.toContain('walking home');
    expect(renderPushPayload({ ...row, params: { ...params, due_at: null } }).body).toBe('Rosa did not check in on time. Open ICE SOS to respond.');
  });

  it('says danger after a duress code and that nobody should call the member', () => {
    const params = { ...row.params, source: 'check_in', due_at: '2026-11-23T21:30:00Z', silent: true };
    expect(renderPushPayload({ ...row, params })).toMatchObject({
      title: 'Rosa may be in danger',
      body: 'Rosa used their duress code. Do not call their phone. Open ICE SOS.',
      eventId: row.event_id,
    });
  });

  it('keeps the tapped SOS’s words for the app, the voice and an unknown source', () => {
    const tapped = renderPushPayload(row);
    for (const source of ['app', 'voice', 'smartwatch']) expect(renderPushPayload({ ...row, params: { ...row.params, source } })).toEqual(tapped);
  });

  it('uses a topic of at most 32 base64url characters per alarm', () => {
    expect(alertTopic(row.event_id)).toBe('6f1c2a340b5d4e7f8a9b0c1d2e3f4a5b');
    expect(alertTopic(row.event_id)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});
