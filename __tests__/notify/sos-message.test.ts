import { composeSosMessage, type SosMessageInput } from '@/lib/notify/sos-message';
import { renderOutboxMessage, type OutboxRow } from '@/lib/notify/outbox-message';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

// Raised at 21:48 UTC on 23 November: 22:48 in Madrid and Amsterdam (CET), 21:48 in London.
const NOVEMBER = '2026-11-23T21:48:00Z';
const MADRID = { latitude: 40.4168, longitude: -3.7038 };

/** Ana, a member in Spain with a phone, alerts her Spanish-speaking contact by e-mail, unless overridden. */
const input = (overrides: Partial<SosMessageInput> = {}): SosMessageInput => ({
  kind: 'sos_alert',
  language: 'es',
  channel: 'email',
  recipientAddress: 'contacto@example.com',
  memberName: 'Ana',
  memberPhone: '+34600123456',
  memberCountry: 'ES',
  startedAt: NOVEMBER,
  position: MADRID,
  ...overrides,
});

const body = (overrides: Partial<SosMessageInput> = {}) => composeSosMessage(input(overrides)).body;
const CATALOGUES = { en, nl, es } as const;

describe('composeSosMessage: the time, on a clock the reader knows and named', () => {
  it('gives a contact of a member in Spain the Madrid time, 22:48, never a bare UTC one', () => {
    const text = body();
    expect(text).toContain('el 23 nov 2026 a las 22:48 (hora de Madrid)');
    expect(text).not.toContain('21:48');
    expect(text).not.toContain('UTC');
  });

  it('follows the recipient’s clock when their number’s country has one zone: a Dutch number gets Dutch time', () => {
    expect(body({ language: 'nl', channel: 'sms', recipientAddress: '+31612345678' })).toContain('op 23 nov 2026 om 22:48 (Nederlandse tijd)');
    // A British number: an hour behind the member, on the reader's clock.
    expect(body({ language: 'en', channel: 'sms', recipientAddress: '+447400123456' })).toMatch(/on Nov 23, 2026 at 9:48\sPM \(UK time\)/u);
  });

  it('falls back to the member’s zone when the number’s country is one we do not serve', () => {
    expect(body({ language: 'en', channel: 'sms', recipientAddress: '+12125550100' })).toMatch(/at 10:48\sPM \(Madrid time\)/u);
  });

  it('falls back to the member’s zone when the number’s country has several (a Spanish number may ring in the Canaries)', () => {
    expect(body({ language: 'nl', channel: 'sms', recipientAddress: '+34922123456', memberCountry: 'NL' })).toContain('om 22:48 (Nederlandse tijd)');
  });

  it('does not guess a zone from an e-mail address: the member’s zone, named', () => {
    expect(body({ language: 'nl', recipientAddress: 'ana@example.nl' })).toContain('om 22:48 (Spaanse tijd)');
  });

  it('uses the recipient’s number even when the member’s country is unknown', () => {
    expect(body({ language: 'es', channel: 'sms', recipientAddress: '+31612345678', memberCountry: null })).toContain('a las 22:48 (hora de Ámsterdam)');
  });

  it('writes UTC, and says so, only when neither zone is known', () => {
    for (const memberCountry of [null, 'US', 'zz']) {
      expect(body({ memberCountry })).toContain('a las 21:48 (UTC)');
    }
    expect(body({ language: 'en', memberCountry: null })).toMatch(/at 9:48\sPM \(UTC\)/u);
    expect(body({ language: 'nl', memberCountry: null })).toContain('om 21:48 (UTC)');
  });

  it('keeps the zone’s summer time: 21:48 UTC in July is 23:48 in Madrid', () => {
    expect(body({ startedAt: '2026-07-23T21:48:00Z' })).toContain('a las 23:48 (hora de Madrid)');
  });

  it('moves the date with the time: 23:30 UTC on the 23rd is already the 24th in Madrid', () => {
    expect(body({ startedAt: '2026-11-23T23:30:00Z' })).toContain('el 24 nov 2026 a las 0:30 (hora de Madrid)');
  });

  it.each(['en', 'nl', 'es'] as const)('names the zone in every kind of message and channel (%s)', (language) => {
    const zone = CATALOGUES[language].SosNotify.timeZone.madrid;
    for (const kind of ['sos_alert', 'test_alert', 'sos_ended'] as const) {
      for (const channel of ['email', 'sms', 'in_app'] as const) {
        const text = body({ language, kind, channel, recipientAddress: channel === 'sms' ? '+34600999888' : null, outcome: 'resolved' });
        expect(text).toContain(`(${zone})`);
        expect(text).not.toContain('UTC');
      }
    }
  });
});

describe('composeSosMessage: how the recipient can act', () => {
  it.each([
    ['en', 'Call Ana now on +34 600 12 34 56; if you cannot reach them, call 112.'],
    ['nl', 'Bel Ana nu op +34 600 12 34 56; lukt dat niet, bel dan 112.'],
    ['es', 'Llame ahora a Ana al +34 600 12 34 56; si no lo consigue, llame al 112.'],
  ] as const)('gives the member’s number to call, written for reading, then 112 (%s)', (language, advice) => {
    expect(body({ language }).endsWith(advice)).toBe(true);
  });

  it('reads a number stored nationally in the member’s country', () => {
    expect(body({ memberPhone: '600 123 456' })).toContain('al +34 600 12 34 56;');
  });

  it('gives a number it cannot read as it is stored, rather than nothing', () => {
    expect(body({ memberPhone: '  ext. 1234 ' })).toContain('Llame ahora a Ana al ext. 1234;');
  });

  it('keeps the former advice without a number', () => {
    expect(body({ memberPhone: null }).endsWith('Llámele ahora; si no lo consigue, llame al 112.')).toBe(true);
    expect(body({ memberPhone: '   ', language: 'en' }).endsWith('Call them now; if you cannot reach them, call 112.')).toBe(true);
  });

  it('gives the number without a name when the member has none', () => {
    const message = composeSosMessage(input({ memberName: '  ' }));
    expect(message.subject).toBe('SOS de un miembro de ICE SOS');
    expect(message.body.endsWith('Llámele ahora al +34 600 12 34 56; si no lo consigue, llame al 112.')).toBe(true);
  });

  it('links the map when there is a position, and says when there is none', () => {
    expect(body()).toContain('Última ubicación conocida: https://www.openstreetmap.org/?mlat=40.416800&mlon=-3.703800');
    expect(body({ position: null })).toContain('Su ubicación no está disponible.');
  });

  it('keeps the full alert in order: what happened, where, what to do', () => {
    expect(composeSosMessage(input())).toEqual({
      subject: 'SOS de Ana',
      body:
        'Ana ha activado una alarma SOS el 23 nov 2026 a las 22:48 (hora de Madrid) y puede necesitar ayuda. ' +
        'Última ubicación conocida: https://www.openstreetmap.org/?mlat=40.416800&mlon=-3.703800#map=17/40.416800/-3.703800 ' +
        'Llame ahora a Ana al +34 600 12 34 56; si no lo consigue, llame al 112.',
    });
  });
});

describe('composeSosMessage: who sends it', () => {
  it.each(['en', 'nl', 'es'] as const)('starts every SMS with the product’s name (%s)', (language) => {
    for (const kind of ['sos_alert', 'sos_ended'] as const) {
      expect(body({ language, kind, channel: 'sms', recipientAddress: '+34600999888' }).startsWith('ICE SOS: ')).toBe(true);
    }
  });

  it('leaves the e-mail and in-app texts to their sender line and title', () => {
    expect(body({ channel: 'email' }).startsWith('Ana ha activado')).toBe(true);
    expect(body({ channel: 'in_app', recipientAddress: null }).startsWith('Ana ha activado')).toBe(true);
  });

  // A drill (docs/product.md#drills) says DRILL first in every language, in its own word too.
  const DRILL_MARK = { en: 'DRILL', nl: 'OEFENING (DRILL)', es: 'SIMULACRO (DRILL)' } as const;
  it.each(['en', 'nl', 'es'] as const)('keeps DRILL first in a drill, before the sender, with no call to act (%s)', (language) => {
    const sms = composeSosMessage(input({ language, kind: 'test_alert', channel: 'sms', recipientAddress: '+34600999888' }));
    expect(sms.subject.startsWith(`${DRILL_MARK[language]}:`)).toBe(true);
    expect(sms.body.startsWith(`${DRILL_MARK[language]}. ICE SOS: `)).toBe(true);
    expect(body({ language, kind: 'test_alert' }).startsWith(`${DRILL_MARK[language]}. `)).toBe(true);
    expect(sms.body).not.toContain('112');
  });
});

describe('composeSosMessage: how it ended', () => {
  it.each([
    ['en', 'resolved', /^Ana's SOS alarm of Nov 23, 2026 at 10:48\sPM \(Madrid time\) has been resolved: they are safe\.$/u],
    ['nl', 'cancelled', /^Ana heeft het SOS-alarm van 23 nov 2026 om 22:48 \(Spaanse tijd\) geannuleerd: het was een vergissing\.$/u],
    ['es', 'false_alarm', /^La alarma SOS de Ana del 23 nov 2026 a las 22:48 \(hora de Madrid\) fue una falsa alarma\.$/u],
  ] as const)('says when the alarm was, on the same clock (%s, %s)', (language, outcome, expected) => {
    expect(body({ language, kind: 'sos_ended', outcome })).toMatch(expected);
  });
});

describe('renderOutboxMessage', () => {
  const row: Omit<OutboxRow, 'params'> = { kind: 'sos_alert', language: 'es', channel: 'sms', recipient_address: '+34600999888' };

  it('renders the member’s phone and country from the row’s parameters', () => {
    const params = { member_name: 'Ana', member_phone: '+34600123456', member_country: 'ES', started_at: NOVEMBER };
    const { body: text } = renderOutboxMessage({ ...row, params }, null);
    expect(text.startsWith('ICE SOS: Ana ha activado una alarma SOS el 23 nov 2026 a las 22:48 (hora de Madrid)')).toBe(true);
    expect(text.endsWith('Llame ahora a Ana al +34 600 12 34 56; si no lo consigue, llame al 112.')).toBe(true);
  });

  it('still renders a row queued before the parameters had them: the former advice, and UTC named', () => {
    const { body: text } = renderOutboxMessage({ ...row, channel: 'email', recipient_address: 'a@example.com', params: { member_name: 'Ana', started_at: NOVEMBER } }, null);
    expect(text).toContain('a las 21:48 (UTC)');
    expect(text.endsWith('Llámele ahora; si no lo consigue, llame al 112.')).toBe(true);
  });

  it('refuses a channel it has no text for', () => {
    expect(() => renderOutboxMessage({ ...row, channel: 'push', params: { started_at: NOVEMBER } }, null)).toThrow('push');
  });
});

describe('composeSosMessage: what raised the alarm (issue 46)', () => {
  // Ana said she would check in by 22:30 Madrid time (21:30 UTC); the alarm went off at 22:48.
  const DUE = '2026-11-23T21:30:00Z';
  const checkIn = (overrides: Partial<SosMessageInput> = {}) => composeSosMessage(input({ source: 'check_in', dueAt: DUE, ...overrides }));

  it.each([
    ['en', 'SOS: Ana did not check in', 'Ana did not check in by 10:30 PM (Madrid time). They wrote: “walking home from the station”. Last known position:'],
    ['nl', 'SOS: Ana heeft zich niet veilig gemeld', 'Ana heeft zich niet vóór 22:30 (Spaanse tijd) veilig gemeld. Notitie bij de check-in: „walking home from the station”. Laatst bekende locatie:'],
    ['es', 'SOS: Ana no ha confirmado que está bien', 'Ana no ha confirmado que está bien antes de las 22:30 (hora de Madrid). Escribió: «walking home from the station». Última ubicación conocida:'],
  ] as const)('says a check-in did not come, by when on a named clock, and quotes the note first (%s)', (language, subject, start) => {
    const message = checkIn({ language, note: '  walking home from the station ' });
    expect(message.subject).toBe(subject);
    // English times have a narrow no-break space before PM: compared as a plain one.
    expect(message.body.replace(/\s/gu, ' ').startsWith(start)).toBe(true);
  });

  it('leaves the note out when there is none, and keeps the advice after the position', () => {
    for (const note of [null, undefined, '   ']) {
      const { body: text } = checkIn({ note });
      expect(text).toMatch(/^Ana no ha confirmado que está bien antes de las 22:30 \(hora de Madrid\)\. Última ubicación conocida: /);
      expect(text).not.toContain('Escribió');
      expect(text.endsWith('Llame ahora a Ana al +34 600 12 34 56; si no lo consigue, llame al 112.')).toBe(true);
    }
  });

  it('gives the due date too when it is not the alarm’s day on that clock', () => {
    // Due 23:55 on the 23rd in Madrid, alarm at 00:05 on the 24th.
    const text = checkIn({ language: 'en', dueAt: '2026-11-23T22:55:00Z', startedAt: '2026-11-23T23:05:00Z' }).body;
    expect(text).toMatch(/^Ana did not check in by 11:55\sPM on Nov 23, 2026 \(Madrid time\)\./u);
  });

  it('follows the recipient’s clock for the due time too: a Dutch number reads Dutch time', () => {
    const text = checkIn({ language: 'nl', channel: 'sms', recipientAddress: '+31612345678' }).body;
    expect(text.startsWith('ICE SOS: Ana heeft zich niet vóór 22:30 (Nederlandse tijd) veilig gemeld.')).toBe(true);
  });

  it('still says what happened when the due time is missing', () => {
    expect(checkIn({ language: 'en', dueAt: null }).body).toMatch(/^Ana did not check in on time; the alarm went off on Nov 23, 2026 at 10:48\sPM \(Madrid time\)\./u);
  });

  it.each([
    ['en', 'fall', "SOS: Ana's pendant detected a fall", /^Ana's pendant detected a fall on Nov 23, 2026 at 10:48\sPM \(Madrid time\) and nobody answered “Are you OK\?”: they may need help\. Last known position/u],
    ['nl', 'fall', 'SOS: de hanger van Ana heeft een val gedetecteerd', /^De hanger van Ana heeft op 23 nov 2026 om 22:48 \(Spaanse tijd\) een val gedetecteerd en niemand antwoordde op „Gaat het\?”: Ana heeft mogelijk hulp nodig\. /u],
    ['es', 'fall', 'SOS: el colgante de Ana ha detectado una caída', /^El colgante de Ana detectó una caída el 23 nov 2026 a las 22:48 \(hora de Madrid\) y nadie respondió a «¿Está bien\?»: puede necesitar ayuda\. /u],
    ['en', 'pendant', "SOS from Ana's pendant", /^Ana pressed the SOS button on their pendant on Nov 23, 2026 at 10:48\sPM \(Madrid time\) and may need help\. /u],
    ['nl', 'pendant', 'SOS via de hanger van Ana', /^Ana heeft op 23 nov 2026 om 22:48 \(Spaanse tijd\) op de SOS-knop van de hanger gedrukt en heeft mogelijk hulp nodig\. /u],
    ['es', 'pendant', 'SOS desde el colgante de Ana', /^Ana ha pulsado el botón SOS de su colgante el 23 nov 2026 a las 22:48 \(hora de Madrid\) y puede necesitar ayuda\. /u],
  ] as const)('says the pendant raised it (%s, %s), then where and whom to call', (language, source, subject, start) => {
    const message = composeSosMessage(input({ language, source }));
    expect(message.subject).toBe(subject);
    expect(message.body).toMatch(start);
    expect(message.body).toContain('+34 600 12 34 56');
    expect(message.body).toContain('openstreetmap.org');
  });

  it('keeps the words of a tapped SOS for the app, the voice and rows without a source', () => {
    const tapped = composeSosMessage(input());
    for (const source of ['app', 'voice', null] as const) {
      expect(composeSosMessage(input({ source }))).toEqual(tapped);
    }
  });

  it('keeps a drill a drill, whatever its source says', () => {
    const test = composeSosMessage(input({ kind: 'test_alert', source: 'test' }));
    expect(test).toEqual(composeSosMessage(input({ kind: 'test_alert' })));
    expect(test.body).toMatch(/^(DRILL|OEFENING \(DRILL\)|SIMULACRO \(DRILL\))\. /);
  });
});

describe('composeSosMessage: a late check-in ends the alarm (issue 46)', () => {
  it.each([
    ['en', 'Ana checked in late and is safe', /^Ana checked in late and is safe\. The alarm of Nov 23, 2026 at 10:48\sPM \(Madrid time\) has ended\.$/u],
    ['nl', 'Ana heeft zich alsnog gemeld en is veilig', /^Ana heeft zich alsnog gemeld en is veilig\. Het alarm van 23 nov 2026 om 22:48 \(Spaanse tijd\) is beëindigd\.$/u],
    ['es', 'Ana ha confirmado tarde que está bien', /^Ana ha confirmado tarde que está bien\. La alarma del 23 nov 2026 a las 22:48 \(hora de Madrid\) ha terminado\.$/u],
  ] as const)('says so in its own subject and text, not the plain "resolved" (%s)', (language, subject, text) => {
    const message = composeSosMessage(input({ language, kind: 'sos_ended', outcome: 'resolved', outcomeDetail: 'checked_in_late', source: 'check_in' }));
    expect(message.subject).toBe(subject);
    expect(message.body).toMatch(text);
  });

  it('starts its SMS with the sender, and leaves other endings as they were', () => {
    const sms = composeSosMessage(input({ kind: 'sos_ended', outcome: 'resolved', outcomeDetail: 'checked_in_late', channel: 'sms', recipientAddress: '+34600999888' }));
    expect(sms.body.startsWith('ICE SOS: Ana ha confirmado tarde que está bien.')).toBe(true);
    expect(composeSosMessage(input({ kind: 'sos_ended', outcome: 'resolved', outcomeDetail: null })).subject).toBe('Ana está bien');
    expect(composeSosMessage(input({ kind: 'sos_ended', outcome: 'cancelled', outcomeDetail: 'something_new' })).subject).toBe('El SOS de Ana fue un error');
  });

  it.each(['en', 'nl', 'es'] as const)('renders every source and ending in every channel without a placeholder left (%s)', (language) => {
    const cases: Partial<SosMessageInput>[] = [
      ...(['app', 'pendant', 'fall', 'check_in', 'voice', 'test', null] as const).map((source) => ({ source, note: 'a note', dueAt: '2026-11-23T21:30:00Z' })),
      { kind: 'test_alert', source: 'test' },
      { kind: 'sos_ended', outcome: 'resolved', outcomeDetail: 'checked_in_late' },
    ];
    for (const overrides of cases) {
      for (const channel of ['email', 'sms', 'in_app'] as const) {
        const message = composeSosMessage(input({ language, channel, recipientAddress: channel === 'sms' ? '+34600999888' : null, ...overrides }));
        expect(message.subject.trim()).not.toBe('');
        expect(message.body.trim()).not.toBe('');
        expect(`${message.subject} ${message.body}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('renderOutboxMessage: the source, note, due time and ending from the row (issue 46)', () => {
  const base = { kind: 'sos_alert', language: 'en' as const, channel: 'email' as const, recipient_address: 'a@example.com' };
  const params = { member_name: 'Ana', member_country: 'ES', started_at: NOVEMBER };

  it('reads the check-in’s note and due time', () => {
    const { subject, body: text } = renderOutboxMessage({ ...base, params: { ...params, source: 'check_in', note: 'walking home', due_at: '2026-11-23T21:30:00Z' } }, null);
    expect(subject).toBe('SOS: Ana did not check in');
    expect(text).toMatch(/^Ana did not check in by 10:30\sPM \(Madrid time\)\. They wrote: “walking home”\. Their position is not available\./u);
  });

  it('reads an ending by a late check-in', () => {
    const message = renderOutboxMessage({ ...base, kind: 'sos_ended', params: { ...params, source: 'check_in', outcome: 'resolved', outcome_detail: 'checked_in_late' } }, null);
    expect(message.subject).toBe('Ana checked in late and is safe');
  });

  it('reads a source it does not know as a tapped SOS rather than failing the row', () => {
    const known = renderOutboxMessage({ ...base, params }, null);
    expect(renderOutboxMessage({ ...base, params: { ...params, source: 'smartwatch' } }, null)).toEqual(known);
  });

  it('hands the notices to their own texts', () => {
    const reminder = renderOutboxMessage(
      { ...base, kind: 'check_in_reminder', params: { member_name: 'Ana', member_country: 'ES', due_at: '2026-11-23T21:30:00Z', note: null } },
      null,
    );
    expect(reminder.subject).toMatch(/^Your check-in is due at 10:30\sPM$/u);
  });
});

describe('a duress code (issue 46): danger, and never "call their phone"', () => {
  const DUE = '2026-11-23T21:30:00Z';
  it.each(['en', 'nl', 'es'] as const)('says the duress code was used and warns against calling the member (%s)', (language) => {
    const message = composeSosMessage(input({ language, source: 'check_in', dueAt: DUE, silent: true, note: 'walking home' }));
    const catalogue = { en, nl, es }[language].SosNotify;
    expect(message.subject).toBe(catalogue.sourceSubject.duress.replace('{name}', 'Ana'));
    expect(message.body).toContain(catalogue.duressAdvice);
    expect(message.body).toContain('walking home');
    // The usual advice would have the reader ring the member's phone.
    expect(message.body).not.toContain('600 12 34 56');
  });

  it('reads the flag from the row', () => {
    const row = {
      kind: 'sos_alert', language: 'en' as const, channel: 'sms' as const, recipient_address: '+34600000000',
      params: { member_name: 'Ana', member_phone: '+34600123456', member_country: 'ES', started_at: DUE, source: 'check_in', silent: true },
    };
    const { body } = renderOutboxMessage(row, null);
    expect(body).toContain(en.SosNotify.duressAdvice);
    expect(body).not.toContain('600 12 34 56');
  });
});
