/**
 * The same answers make the same rows, whichever path they came by (issue 19). Each scripted
 * dialogue is answered through Emma's state machine, validated as a new account's registration
 * (what registerAccount does) and recorded for one user; the same data as the form holds it is
 * validated as /register-classic does (an existing account) and recorded for another. The rows of
 * the two users (profile, emergency contacts, medical essentials, registration) must be equal.
 * Also: contacts beyond the no-plan limit wait and move in when a plan becomes active; without
 * health data consent nothing medical is kept; only the server may record.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { recordPayload } from '@/lib/registration/record-payload';
import { type RegistrationAnswers, registrationSchema } from '@/lib/registration/schema';
import { draftFromRows } from '@/lib/registration/stored-registration';
import { DIALOGUES, context, form, run } from '@/__tests__/registration/fixtures/scripted-dialogues';
import { closeClients, newUserClient, serviceClient } from '../helpers';

afterAll(closeClients);

/** The fixture's plan ids are the seeded catalogue's (supabase/seed.sql). */
const SEEDED_PLAN: Record<string, string> = {
  premium: 'b0000000-0000-4000-8000-000000000002',
  personal: 'b0000000-0000-4000-8000-000000000001',
  family: 'b0000000-0000-4000-8000-000000000003',
};
const contactLimit = (id: string) => context.plans.find((plan) => SEEDED_PLAN[plan.id] === id)?.contactLimit ?? null;
const asNewAccount = registrationSchema({ contactLimit });
const asExistingAccount = registrationSchema({ contactLimit, account: 'existing' });
const seeded = (answers: RegistrationAnswers): RegistrationAnswers => ({ ...answers, planId: SEEDED_PLAN[answers.planId] ?? answers.planId });

async function record(userId: string, registration: ReturnType<typeof asNewAccount.parse>) {
  const { error } = await serviceClient().rpc('record_registration', { member: userId, p: recordPayload(registration) });
  expect(error).toBeNull();
}

/** Everything a registration writes for `userId`, without ids and times. */
async function rowsOf(userId: string) {
  const service: SupabaseClient = serviceClient();
  const [profile, contacts, medical, registration] = await Promise.all([
    service.from('profiles').select('full_name, phone, country, preferred_language').eq('user_id', userId).single(),
    service.from('emergency_contacts').select('name, relationship, phone, email, language, priority, channels').eq('user_id', userId).order('priority'),
    service.from('medical_profiles').select('blood_type, conditions, medications, allergies').eq('user_id', userId).maybeSingle(),
    service.from('registrations').select('protected_person, plan_id, spain_call_centre, waiting_contacts, health_data_consent_at').eq('user_id', userId).single(),
  ]);
  const { health_data_consent_at, ...rest } = registration.data ?? {};
  return { profile: profile.data, contacts: contacts.data, medical: medical.data, registration: { ...rest, consented: health_data_consent_at !== null } };
}

describe('registration: Emma and the form write the same rows', () => {
  it('has at least 20 scripted dialogues', () => expect(DIALOGUES.length).toBeGreaterThanOrEqual(20));

  it.each(DIALOGUES.map((dialogue) => [dialogue.name, dialogue] as const))('%s', async (_, dialogue) => {
    const throughEmma = asNewAccount.parse(seeded(run(dialogue.script, dialogue.language).draft));
    const throughForm = asExistingAccount.parse(seeded(form({ language: dialogue.language ?? 'en', ...dialogue.same, email: '', password: '' })));
    const [emma, classic] = await Promise.all([newUserClient(), newUserClient()]);
    await record(emma.user.id, throughEmma);
    await record(classic.user.id, throughForm);
    const [emmaRows, classicRows] = await Promise.all([rowsOf(emma.user.id), rowsOf(classic.user.id)]);
    expect(emmaRows).toEqual(classicRows);
    expect(emmaRows.profile).toMatchObject({ full_name: throughEmma.protectedName, phone: throughEmma.phone, country: throughEmma.country });
    // Without a plan one contact is kept now; the rest wait, in order, for the plan.
    expect(emmaRows.contacts?.length).toBe(Math.min(1, throughEmma.contacts.length));
    expect((emmaRows.registration as { waiting_contacts: unknown[] }).waiting_contacts).toHaveLength(Math.max(0, throughEmma.contacts.length - 1));
  });
});

describe('record_registration', () => {
  const registration = (overrides: Partial<RegistrationAnswers> = {}) =>
    asNewAccount.parse(
      form({
        protectedName: 'Ana García',
        email: 'ana@example.com',
        phone: '600 123 456',
        country: 'ES',
        planId: SEEDED_PLAN.premium,
        contacts: [
          { name: 'Luis García', relationship: 'son', phone: '611 222 333', email: '' },
          { name: 'Marta Ruiz', relationship: 'neighbour', phone: '', email: 'marta@example.com' },
          { name: 'Pablo Gil', relationship: 'friend', phone: '622 333 444', email: 'pablo@example.com' },
        ],
        ...overrides,
      }),
    );

  it('moves waiting contacts in when a plan becomes active, in their order, with their channels', async () => {
    const { user } = await newUserClient();
    await record(user.id, registration());
    const service = serviceClient();
    const { error } = await service.from('subscriptions').insert({ user_id: user.id, plan_id: SEEDED_PLAN.premium, status: 'active' });
    expect(error).toBeNull();
    const { contacts, registration: stored } = await rowsOf(user.id);
    expect(contacts).toEqual([
      expect.objectContaining({ name: 'Luis García', phone: '+34611222333', email: null, priority: 1, channels: ['sms'] }),
      expect.objectContaining({ name: 'Marta Ruiz', phone: null, email: 'marta@example.com', priority: 2, channels: ['email'] }),
      expect.objectContaining({ name: 'Pablo Gil', priority: 3, channels: ['email', 'sms'] }),
    ]);
    expect(stored).toMatchObject({ waiting_contacts: [] });
  });

  it('keeps medical essentials only with consent, and removes them when consent is withdrawn', async () => {
    const { user } = await newUserClient();
    const medical = { bloodType: 'O+' as const, conditions: ['diabetes'], medications: [], allergies: ['penicillin'] };
    await record(user.id, registration({ medical, healthDataConsent: true }));
    expect((await rowsOf(user.id)).medical).toEqual({ blood_type: 'O+', conditions: ['diabetes'], medications: [], allergies: ['penicillin'] });
    await record(user.id, registration({ medical: null, healthDataConsent: false }));
    expect((await rowsOf(user.id)).medical).toBeNull();
  });

  it('keeps a contact given again as the same row, so its delivery history stays its own', async () => {
    const { user } = await newUserClient();
    await record(user.id, registration());
    const service = serviceClient();
    const before = await service.from('emergency_contacts').select('id').eq('user_id', user.id).single();
    await record(user.id, registration({ protectedName: 'Ana García López' }));
    const after = await service.from('emergency_contacts').select('id').eq('user_id', user.id).single();
    expect(after.data?.id).toBe(before.data?.id);
  });

  it('opens /register-classic with exactly what was recorded, waiting contacts included', async () => {
    const { client, user } = await newUserClient();
    const given = registration({ medical: { bloodType: 'A-', conditions: ['asthma'], medications: ['salbutamol'], allergies: [] }, healthDataConsent: true, spainCallCentre: true });
    await record(user.id, given);
    // Read as the page reads it: the member's own client, under RLS.
    const [profile, stored, contacts, medical] = await Promise.all([
      client.from('profiles').select('full_name, phone, country, preferred_language').eq('user_id', user.id).maybeSingle(),
      client.from('registrations').select('protected_person, plan_id, spain_call_centre, waiting_contacts, health_data_consent_at').eq('user_id', user.id).maybeSingle(),
      client.from('emergency_contacts').select('name, relationship, phone, email').eq('user_id', user.id).order('priority'),
      client.from('medical_profiles').select('blood_type, conditions, medications, allergies').eq('user_id', user.id).maybeSingle(),
    ]);
    const draft = draftFromRows({ profile: profile.data, registration: stored.data, contacts: contacts.data ?? [], medical: medical.data }, 'en');
    expect(recordPayload(asExistingAccount.parse(draft))).toEqual(recordPayload(given));
  });

  it('is the server’s alone: a member cannot call it, not even for themselves', async () => {
    const { client, user } = await newUserClient();
    const { error } = await client.rpc('record_registration', { member: user.id, p: recordPayload(registration()) });
    expect(error).not.toBeNull();
    const { data } = await serviceClient().from('registrations').select('user_id').eq('user_id', user.id);
    expect(data).toEqual([]);
  });
});
