import { randomInt, randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../lib/database.types';
import { type Account, createMember } from './accounts';
import { publishableKey, supabaseUrl } from './env';
import { secretKey } from './service-rest';

/**
 * People and alarms for the family alert tests, made through the API (the member's own SOS screen
 * is e2e/sos.spec.ts's subject): a member with a name and phone, family linked with or without the
 * alert permission, an alarm raised with a position, and a spy on the page's sound.
 */

/** Node 20 has no global WebSocket: supabase-js needs ws as its realtime transport (docs/architecture.md#known-traps). */
const nodeClient = (key: string) =>
  createClient<Database>(supabaseUrl, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

function service() {
  return nodeClient(secretKey());
}

export type Person = Account & { id: string; client: ReturnType<typeof nodeClient> };

/** A fresh account, signed in through the API as well (for its id and for raising alarms). */
export async function person(label: string): Promise<Person> {
  const account = await createMember(label);
  const client = nodeClient(publishableKey);
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error || !data.user) throw new Error(`sign-in of ${account.email} failed: ${error?.message}`);
  return { ...account, id: data.user.id, client };
}

export type AlertMember = Person & { name: string; phone: string; dialled: string };

/** A member with a unique name (tests find their card by it) and a phone number. */
export async function alertMember(): Promise<AlertMember> {
  const member = await person('alerting');
  const name = `Alert Tester ${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const phone = '+34 600 111 222';
  const { error } = await service().from('profiles').update({ full_name: name, phone }).eq('user_id', member.id);
  if (error) throw new Error(`naming ${member.email} failed: ${error.message}`);
  return { ...member, name, phone, dialled: 'tel:+34600111222' };
}

/** Links `family` to `member`; receiving alerts or not, the position during an SOS. */
export async function link(member: Person, family: Person, receiveSosAlerts = true): Promise<void> {
  const { error } = await service()
    .from('family_links')
    .insert({ member_id: member.id, family_member_id: family.id, relationship: 'Daughter', receive_sos_alerts: receiveSosAlerts, location_access: 'during_sos' });
  if (error) throw new Error(`linking failed: ${error.message}`);
}

export const ALICANTE = { latitude: 38.3452, longitude: -0.481, accuracy: 12 };

/** The member raises an alarm from Alicante, as their app would (raise_sos with the first position). */
export async function raiseAlarm(member: Person): Promise<string> {
  const { data, error } = await member.client.rpc('raise_sos', { client_request_id: randomUUID(), ...ALICANTE });
  if (error || !data) throw new Error(`raising the alarm failed: ${error?.message}`);
  return (data as { id: string }).id;
}

export async function endAlarm(member: Person, eventId: string): Promise<void> {
  const { error } = await member.client.rpc('end_sos', { event_id: eventId, outcome: 'resolved' });
  if (error) throw new Error(`ending the alarm failed: ${error.message}`);
}

export type SoundSpy = { contexts: number; tones: number; plays: number };

/**
 * Counts, in every page of the context, audio contexts made, tones started (oscillators) and
 * media played, so a test can tell whether the page made any sound. Call before the first page.
 */
export async function spyOnSound(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const spy = { contexts: 0, tones: 0, plays: 0 };
    (window as unknown as { __sound: typeof spy }).__sound = spy;
    const Original = window.AudioContext;
    if (Original) {
      window.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          spy.contexts += 1;
        }
        createOscillator() {
          const oscillator = super.createOscillator();
          const start = oscillator.start.bind(oscillator);
          oscillator.start = (when?: number) => {
            spy.tones += 1;
            start(when);
          };
          return oscillator;
        }
      };
    }
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      spy.plays += 1;
      return play.call(this);
    };
  });
}
