import { describeBrowser, NOTICE_KINDS, noticeTag, renderNoticeMessage, renderNoticePush, type NoticeRow } from '@/lib/notify/notice-message';
import { renderOutboxMessage } from '@/lib/notify/outbox-message';
import { pushTopic, renderPushPayload } from '@/lib/notify/push-message';

/**
 * The notices of issue 46 (check-in reminder, a silent pendant, a low battery, a lost browser),
 * written at send time in the recipient's language for e-mail, in-app and push.
 */
const ANA = '6f1c2a34-0b5d-4e7f-8a9b-0c1d2e3f4a5b';
const LUIS = '11111111-2222-4333-8444-555555555555';
const ORIGIN = 'https://ice-sos.example';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// Ana (in Spain) is due to check in at 22:30 Madrid time; her pendant last reported at 22:48 yesterday.
// The parameters as the database queues them (migrations 20261130000200 and 20261130000300); the
// pendant's notices go to Ana (audience 'member') and to family ('family'), as in `row` below.
const PARAMS = {
  check_in_reminder: { member_name: 'Ana', member_country: 'ES', due_at: '2026-11-23T21:30:00Z', note: 'walking home from the station', check_in_id: 'c1' },
  device_silent: { member_name: 'Ana', member_country: 'ES', device_name: 'ICE SOS Pendant', last_seen_at: '2026-11-22T21:48:00Z', hours: 24, notice_id: 'n1' },
  device_battery_low: { member_name: 'Ana', member_country: 'ES', device_name: 'ICE SOS Pendant', battery: 15, notice_id: 'n2' },
  push_gone: { user_agent: CHROME_ANDROID, notice_id: 'n3' },
  drill_reminder: { audience: 'member', member_id: ANA, due_at: '2026-12-01T09:00:00Z', time_zone: 'Europe/Madrid' },
  protection_gaps: { audience: 'member', member_id: ANA, member_name: 'Ana', missing: ['contactAgreed', 'pendant'] as string[], protected: false },
} as const;

type Kind = (typeof NOTICE_KINDS)[number];
type Overrides = Partial<Omit<NoticeRow, 'kind'>>;
/** A row to Ana, unless overridden; a row to someone else (Luis) is to family. */
const row = (kind: Kind, overrides: Overrides = {}): NoticeRow & { kind: Kind } => {
  const recipient = overrides.recipient_user_id ?? ANA;
  const audience = kind === 'device_silent' || kind === 'device_battery_low' ? { audience: recipient === ANA ? 'member' : 'family' } : {};
  return { language: 'en', channel: 'email', recipient_user_id: recipient, params: { ...PARAMS[kind], ...audience }, ...overrides, kind };
};
const render = (kind: Kind, overrides: Overrides = {}) => renderNoticeMessage(row(kind, overrides), ORIGIN);
/** English times have a narrow no-break space before PM: compared as a plain one. */
const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('every notice in every channel and language', () => {
  it.each(['en', 'nl', 'es'] as const)('has a subject and a body with nothing left unreplaced (%s)', (language) => {
    for (const kind of NOTICE_KINDS) {
      // To the member, and (for the pendant's notices) to a family member.
      for (const recipient of [ANA, LUIS]) {
        for (const channel of ['email', 'in_app'] as const) {
          const { subject, body } = render(kind, { language, channel, recipient_user_id: recipient });
          expect(subject.trim()).not.toBe('');
          expect(body.trim()).not.toBe('');
          expect(`${subject} ${body}`).not.toMatch(/[{}]/);
        }
        // push_gone and the weekly e-mail are never pushed (below).
        if (kind !== 'push_gone' && kind !== 'protection_gaps') {
          const payload = renderNoticePush(row(kind, { language, recipient_user_id: recipient }));
          expect(payload.title.trim()).not.toBe('');
          expect(payload.body.trim()).not.toBe('');
          expect(`${payload.title} ${payload.body}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it('is never sent by SMS', () => {
    for (const kind of NOTICE_KINDS) expect(() => render(kind, { channel: 'sms' })).toThrow(/sms/);
  });

  it('fails a row whose parameters it cannot read, alone', () => {
    expect(() => render('check_in_reminder', { params: { member_name: 'Ana' } })).toThrow();
    expect(() => render('device_battery_low', { params: { member_name: 'Ana', battery: 'low' } })).toThrow();
  });
});

describe('the check-in reminder', () => {
  it.each([
    [
      'en',
      'Your check-in is due at 10:30 PM',
      `You asked us to tell your people if you have not checked in by 10:30 PM (Madrid time). Your note: “walking home from the station”. Check in or extend it: ${ORIGIN}/check-in`,
    ],
    [
      'nl',
      'Meld u vóór 22:30 veilig',
      `U hebt gevraagd uw naasten te waarschuwen als u zich niet vóór 22:30 (Spaanse tijd) veilig hebt gemeld. Uw notitie: „walking home from the station”. Meld u veilig of geef uzelf meer tijd: ${ORIGIN}/nl/check-in`,
    ],
    [
      'es',
      'Confirme que está bien antes de las 22:30',
      `Nos pidió avisar a sus personas de confianza si no confirma que está bien antes de las 22:30 (hora de Madrid). Su nota: «walking home from the station». Confirme que está bien o amplíe el plazo: ${ORIGIN}/es/check-in`,
    ],
  ] as const)('e-mails the due time on the member’s clock, the note and the link to the check-in page (%s)', (language, subject, body) => {
    const message = render('check_in_reminder', { language });
    expect(plain(message.subject)).toBe(subject);
    expect(plain(message.body)).toBe(body);
  });

  it('leaves the note out when there is none, and the link out of the in-app text', () => {
    const { body } = render('check_in_reminder', { channel: 'in_app', params: { ...PARAMS.check_in_reminder, note: null } });
    expect(plain(body)).toBe('You asked us to tell your people if you have not checked in by 10:30 PM (Madrid time). Check in or extend it in ICE SOS.');
  });

  it('names UTC when the member’s country is not known', () => {
    const { body } = render('check_in_reminder', { params: { due_at: '2026-11-23T21:30:00Z' } });
    expect(plain(body)).toContain('by 9:30 PM (UTC).');
  });

  it('takes the site’s configured origin by default, never a request’s', () => {
    const before = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://icesos.example/';
    try {
      expect(renderNoticeMessage(row('check_in_reminder', { language: 'es' })).body.endsWith('https://icesos.example/es/check-in')).toBe(true);
    } finally {
      process.env.NEXT_PUBLIC_SITE_URL = before;
    }
  });

  it('pushes a short line to the check-in page in the member’s language, without the note and without an alarm', () => {
    const payload = renderNoticePush(row('check_in_reminder', { language: 'nl' }));
    expect(payload).toEqual({
      title: 'Meld u vóór 22:30 (Spaanse tijd) veilig',
      body: 'Meld u nu veilig of geef uzelf meer tijd; anders worden uw naasten gewaarschuwd.',
      url: '/nl/check-in',
      tag: 'check-in-6f1c2a340b5d4e7f8a9b0c1',
    });
    expect(payload).not.toHaveProperty('eventId');
    expect(JSON.stringify(payload)).not.toContain('walking home');
  });
});

describe('a silent pendant and a low battery', () => {
  it('tells the member about their own pendant, with what to do', () => {
    const silent = render('device_silent');
    expect(silent.subject).toBe('ICE SOS Pendant has not reported for 24 hours');
    expect(plain(silent.body)).toBe(
      'ICE SOS Pendant has not reported since Nov 22, 2026 at 10:48 PM (Madrid time). While it is silent, its button cannot raise an alarm and a fall goes unnoticed. ' +
        `Charge it, keep it near your phone and open ICE SOS on that phone so it can connect again. Open ICE SOS: ${ORIGIN}/member-dashboard`,
    );
    expect(render('device_battery_low', { language: 'es' })).toEqual({
      subject: 'ICE SOS Pendant: batería al 15 %',
      body: `ICE SOS Pendant tiene la batería al 15 %. Cárguelo pronto: sin batería, su botón no puede dar la alarma y una caída pasaría desapercibida. Abrir ICE SOS: ${ORIGIN}/es/member-dashboard`,
    });
  });

  it('says "your pendant" when it has no name', () => {
    const params = { ...PARAMS.device_silent, audience: 'member', device_name: '  ', hours: 1.7 };
    expect(render('device_silent', { language: 'nl', params }).subject).toBe('Uw hanger heeft al 1 uur niets doorgegeven');
    expect(render('device_battery_low', { params: { ...PARAMS.device_battery_low, audience: 'member', device_name: null, battery: 14.6 } }).subject).toBe('Your pendant: battery at 15%');
  });

  it('tells family about the member’s pendant, by name', () => {
    expect(render('device_silent', { language: 'nl', recipient_user_id: LUIS }).subject).toBe('De hanger van Ana heeft al 24 uur niets doorgegeven');
    const battery = render('device_battery_low', { recipient_user_id: LUIS, channel: 'in_app' });
    expect(battery).toEqual({
      subject: "Ana's pendant: battery at 15%",
      body: "Ana's pendant has 15% battery left. With an empty battery, its button cannot raise an alarm and a fall goes unnoticed: you may want to remind Ana to charge it.",
    });
  });

  it('without an audience, speaks to the member when the member id is the recipient’s, and names the member otherwise', () => {
    expect(render('device_battery_low', { params: { ...PARAMS.device_battery_low, member_id: ANA } }).subject).toBe('ICE SOS Pendant: battery at 15%');
    expect(render('device_battery_low', { params: { ...PARAMS.device_battery_low, member_id: LUIS } }).subject).toBe("Ana's pendant: battery at 15%");
    expect(render('device_battery_low', { params: PARAMS.device_battery_low }).subject).toBe("Ana's pendant: battery at 15%");
  });

  it('gives the member and family the same tag per kind, by the member’s id when the row has it', () => {
    const toAna = renderNoticePush(row('device_silent')).tag;
    expect(toAna).toBe('silent-6f1c2a340b5d4e7f8a9b0c1d2');
    const withId = { ...PARAMS.device_silent, audience: 'family', member_id: ANA };
    expect(renderNoticePush(row('device_silent', { recipient_user_id: LUIS, params: withId })).tag).toBe(toAna);
  });

  it('pushes one notification per kind and member, to the dashboard, without an alarm', () => {
    const silent = renderNoticePush(row('device_silent', { language: 'es', recipient_user_id: LUIS }));
    expect(silent).toEqual({
      title: 'El colgante de Ana lleva 24 horas sin dar señal',
      body: 'Mientras siga en silencio, no puede dar la alarma. Quizá quiera comprobar cómo está Ana.',
      url: '/es/member-dashboard',
      // Family's row has no member id: a stable hash of the member's name stands in.
      tag: expect.stringMatching(/^silent-[0-9a-f]{8}$/),
    });
    const battery = renderNoticePush(row('device_battery_low'));
    expect(battery).toMatchObject({ title: 'ICE SOS Pendant: battery at 15%', body: 'Charge it soon.', url: '/member-dashboard' });
    expect(battery.tag).toBe('battery-6f1c2a340b5d4e7f8a9b0c1d');
    expect(silent).not.toHaveProperty('eventId');
  });
});

describe('a browser that alerts no longer reach', () => {
  it.each([
    ['en', 'Alerts no longer reach one of your browsers', 'ICE SOS alerts no longer reach Chrome on Android:', `switch on “SOS alerts on this device”: ${ORIGIN}/member-dashboard`],
    ['nl', 'Meldingen komen niet meer aan in een van uw browsers', 'ICE SOS-meldingen komen niet meer aan in Chrome op Android:', `zet „SOS-meldingen op dit apparaat” aan: ${ORIGIN}/nl/member-dashboard`],
    ['es', 'Las alertas ya no llegan a uno de sus navegadores', 'Las alertas de ICE SOS ya no llegan a Chrome en Android:', `active «Alertas SOS en este dispositivo»: ${ORIGIN}/es/member-dashboard`],
  ] as const)('names the browser and how to switch alerts on again, with the switch’s own label (%s)', (language, subject, start, end) => {
    const message = render('push_gone', { language });
    expect(message.subject).toBe(subject);
    expect(message.body.startsWith(start)).toBe(true);
    expect(message.body.endsWith(end)).toBe(true);
  });

  it('says "one of your browsers" for a user agent it cannot read, and gives no link in the app', () => {
    const { body } = render('push_gone', { channel: 'in_app', params: { user_agent: null } });
    expect(body.startsWith('ICE SOS alerts no longer reach one of your browsers:')).toBe(true);
    expect(body.endsWith('open ICE SOS in that browser and switch on “SOS alerts on this device” on your dashboard.')).toBe(true);
    expect(body).not.toContain('http');
  });

  it('is never pushed: that browser is the one push no longer reaches', () => {
    expect(() => renderNoticePush(row('push_gone'))).toThrow(/never pushed/);
  });

  it.each([
    [CHROME_ANDROID, { browser: 'Chrome', system: 'Android' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', { browser: 'Safari', system: 'iPhone' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', { browser: 'Edge', system: 'Windows' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0', { browser: 'Firefox', system: 'macOS' }],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', { browser: 'Samsung Internet', system: 'Android' }],
    ['curl/8.0', null],
    ['', null],
  ])('reads %s', (userAgent, expected) => {
    expect(describeBrowser(userAgent)).toEqual(expected);
  });
});

describe('tags and topics of notices', () => {
  it('are valid Web Push topics: at most 32 base64url characters, one per kind and member', () => {
    const tags = [noticeTag('check-in', ANA, 'Ana'), noticeTag('silent', ANA, 'Ana'), noticeTag('battery', ANA, 'Ana'), noticeTag('battery', LUIS, 'Luis')];
    for (const tag of tags) expect(tag).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('fall back to a stable hash of the name when the row has no member id', () => {
    expect(noticeTag('silent', null, 'Ana')).toBe(noticeTag('silent', undefined, ' Ana '));
    expect(noticeTag('silent', null, 'Ana')).not.toBe(noticeTag('silent', null, 'Luis'));
    expect(noticeTag('silent', null, 'Ana')).toMatch(/^silent-[0-9a-f]{8}$/);
  });

  it('give a notice its tag as its topic, and an alarm its event id', () => {
    const notice = renderNoticePush(row('device_battery_low'));
    expect(pushTopic(notice)).toBe(notice.tag);
    expect(pushTopic({ title: 'SOS', body: '', eventId: ANA, url: '/', tag: `sos-${ANA}` })).toBe('6f1c2a340b5d4e7f8a9b0c1d2e3f4a5b');
  });

  it('key the reminder by its recipient, the member, when the row lacks the member id', () => {
    expect(renderNoticePush(row('check_in_reminder')).tag).toBe('check-in-6f1c2a340b5d4e7f8a9b0c1');
    const params = { ...PARAMS.check_in_reminder, member_id: LUIS };
    expect(renderNoticePush(row('check_in_reminder', { params })).tag).toBe('check-in-11111111222243338444555');
  });
});

describe('the outbox renderers hand notices to their own texts', () => {
  it('renders an e-mail and in-app row through renderOutboxMessage, and a push row through renderPushPayload', () => {
    const email = renderOutboxMessage({ ...row('device_battery_low'), recipient_address: 'ana@example.com' }, null);
    expect(email.subject).toBe('ICE SOS Pendant: battery at 15%');
    const push = renderPushPayload({ ...row('device_battery_low'), event_id: null });
    expect(push).toMatchObject({ title: 'ICE SOS Pendant: battery at 15%', url: '/member-dashboard' });
    expect(push.eventId).toBeUndefined();
  });
});

describe('the weekly protection e-mail', () => {
  it.each([
    [
      'en',
      '2 things your alarm still needs',
      `We checked the chain that carries your alarm. 2 links do not hold yet: No emergency contact has agreed to be one yet. Your pendant has not reported recently, or its battery is low. Until this is fixed, your dashboard says Inactive. Each one, with the step that fixes it: ${ORIGIN}/member-dashboard`,
    ],
    ['nl', '2 dingen die uw alarm nog nodig heeft', `Tot dit is opgelost, staat er op uw dashboard Inactief. Elk punt, met de stap die het oplost: ${ORIGIN}/nl/member-dashboard`],
    ['es', '2 cosas que su alarma aún necesita', `Hasta que se resuelva, su panel indica Inactivo. Cada punto, con el paso que lo resuelve: ${ORIGIN}/es/member-dashboard`],
  ] as const)('names each gap and the badge in %s, with the dashboard link', (language, subject, bodyEnd) => {
    const message = render('protection_gaps', { language });
    expect(message.subject).toBe(subject);
    expect(message.body.endsWith(bodyEnd)).toBe(true);
  });

  it('says so when the badge still reads Protected, and is never pushed', () => {
    const { body } = render('protection_gaps', { params: { ...PARAMS.protection_gaps, missing: ['medicalId'], protected: true } });
    expect(body).toContain('One link does not hold yet: Your medical ID is empty. Your alarm reaches someone, so your dashboard says Protected');
    expect(() => renderNoticePush(row('protection_gaps'))).toThrow(/never pushed/);
    // A row without a gap, or with a key the check does not have, fails alone.
    expect(() => render('protection_gaps', { params: { ...PARAMS.protection_gaps, missing: [] } })).toThrow();
    expect(() => render('protection_gaps', { params: { ...PARAMS.protection_gaps, missing: ['fireAlarm'] } })).toThrow();
  });
});

describe('the drill reminder', () => {
  it.each([
    ['en', 'Your monthly drill is tomorrow at 10:00 AM', `To skip this one or change the time: ${ORIGIN}/full-dashboard/drills`],
    ['nl', 'Uw maandelijkse oefening is morgen om 10:00', `Deze overslaan of het tijdstip wijzigen: ${ORIGIN}/nl/full-dashboard/drills`],
    ['es', 'Su simulacro mensual es mañana a las 10:00', `Para saltarse este o cambiar la hora: ${ORIGIN}/es/full-dashboard/drills`],
  ] as const)('gives the time on the schedule\'s clock and where to skip it (%s)', (language, subject, bodyEnd) => {
    const message = render('drill_reminder', { language });
    expect(plain(message.subject)).toBe(subject);
    expect(message.body).toContain('(Europe/Madrid)');
    expect(message.body.endsWith(bodyEnd)).toBe(true);
    const push = renderNoticePush(row('drill_reminder', { language }));
    expect(push.url).toBe(language === 'en' ? '/full-dashboard/drills' : `/${language}/full-dashboard/drills`);
    expect(push.tag).toBe(`drill-${ANA.replace(/-/g, '')}`.slice(0, 32));
  });
});
