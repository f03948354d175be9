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

  it.each(['en', 'nl', 'es'] as const)('keeps TEST first in a test alert, before the sender, with no call to act (%s)', (language) => {
    const sms = composeSosMessage(input({ language, kind: 'test_alert', channel: 'sms', recipientAddress: '+34600999888' }));
    expect(sms.subject.startsWith(language === 'es' ? 'PRUEBA (TEST):' : 'TEST:')).toBe(true);
    expect(sms.body.startsWith('TEST. ICE SOS: ')).toBe(true);
    expect(body({ language, kind: 'test_alert' }).startsWith('TEST. ')).toBe(true);
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
