/**
 * The Medical ID's lists hold no blank entries (migration 20261124000800): registration used to
 * let an answer left empty through as '', and the new list checks would refuse such a row. So
 * record_registration drops blank entries, a member's own write of one is refused, and a member
 * can still save their lists (the check's helper runs with their rights).
 */
import { closeClients, newUserClient, serviceClient } from '../helpers';

afterAll(closeClients);

const registration = (medical: Record<string, unknown>) => ({
  protectedPerson: 'self',
  protectedName: 'Ana García',
  phone: '+34600123456',
  country: 'ES',
  language: 'es',
  planId: '',
  spainCallCentre: false,
  contacts: [],
  medical,
  healthDataConsent: true,
});

it('a registration with blank list entries succeeds and stores none of them, in the order given', async () => {
  const member = await newUserClient();
  const medical = { bloodType: 'O+', conditions: ['Diabetes', '', 'Asthma'], medications: ['   '], allergies: ['', 'Penicillin', ' '] };
  const { error } = await serviceClient().rpc('record_registration', { member: member.user.id, p: registration(medical) });
  expect(error).toBeNull();
  const stored = await serviceClient().from('medical_profiles').select('blood_type, conditions, medications, allergies').eq('user_id', member.user.id).single();
  expect(stored.data).toEqual({ blood_type: 'O+', conditions: ['Diabetes', 'Asthma'], medications: [], allergies: ['Penicillin'] });
});

it('a member saves their own lists, and a blank entry, too many entries or too long an entry is refused', async () => {
  const member = await newUserClient();
  const own = member.client.from('medical_profiles');
  expect((await own.insert({ user_id: member.user.id, allergies: ['Penicillin'], conditions: [], medications: [] })).error).toBeNull();
  const refused = async (change: Record<string, string[]>) => (await member.client.from('medical_profiles').update(change).eq('user_id', member.user.id)).error?.code;
  expect(await refused({ allergies: ['Penicillin', ''] })).toBe('23514');
  expect(await refused({ conditions: Array.from({ length: 21 }, (_, i) => `c${i}`) })).toBe('23514');
  expect(await refused({ medications: ['x'.repeat(201)] })).toBe('23514');
  expect((await member.client.from('medical_profiles').update({ allergies: ['Penicillin', 'Latex'] }).eq('user_id', member.user.id)).error).toBeNull();
  const stored = await member.client.from('medical_profiles').select('allergies').eq('user_id', member.user.id).single();
  expect(stored.data).toEqual({ allergies: ['Penicillin', 'Latex'] });
});
