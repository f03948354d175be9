import { anonClient, closeClients, newUserClient, serviceClient, uniqueEmail } from '../helpers';

/** submit_contact_message: the contact form's store with the per-address rate limit (ICE30). */
afterAll(closeClients);

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  sender_name: 'Ana García',
  sender_email: email,
  message_subject: 'Pendant question',
  message_body: 'How long does the battery last?',
  message_language: 'es',
  ...extra,
});
const ipHash = (seed: string) => seed.padEnd(64, '0').slice(0, 64);

it('stores a message as new, accepted, in the sender’s language', async () => {
  const email = uniqueEmail('contact');
  const service = serviceClient();
  const { data: id, error } = await service.rpc('submit_contact_message', message(email));
  expect(error).toBeNull();
  const { data } = await service.from('contact_messages').select('id,status,accepted_terms,language,subject').eq('email', email).single();
  expect(data).toEqual({ id, status: 'new', accepted_terms: true, language: 'es', subject: 'Pendant question' });
});

it('tells every admin in the app, once per message', async () => {
  const service = serviceClient();
  // Other test files may have made admins of their own: compare with whoever is admin now.
  const { data: admins } = await service.from('profiles').select('user_id').eq('role', 'admin');
  const expected = (admins ?? [])
    .map(({ user_id }) => ({ recipient_user_id: user_id, channel: 'in_app', status: 'sent' }))
    .sort((a, b) => a.recipient_user_id.localeCompare(b.recipient_user_id));
  expect(expected).toContainEqual({ recipient_user_id: '33333333-3333-4333-8333-333333333333', channel: 'in_app', status: 'sent' });
  for (const subject of ['First question', 'Second question']) {
    const { error } = await service.rpc('submit_contact_message', message(uniqueEmail('notice'), { message_subject: subject }));
    expect(error).toBeNull();
    const { data } = await service
      .from('notifications')
      .select('recipient_user_id,channel,status')
      .eq('title', `New contact message: ${subject}`)
      .order('recipient_user_id');
    expect(data).toEqual(expected);
  }
});

it('refuses a fourth message from the same e-mail address within ten minutes, whatever its case', async () => {
  const email = uniqueEmail('limit');
  const service = serviceClient();
  for (let sent = 0; sent < 3; sent += 1) {
    const { error } = await service.rpc('submit_contact_message', message(sent === 1 ? email.toUpperCase() : email));
    expect(error).toBeNull();
  }
  const { error } = await service.rpc('submit_contact_message', message(email));
  expect(error).toMatchObject({ code: 'ICE30', hint: 'contact_rate_limited' });
  const { count } = await service.from('contact_messages').select('id', { count: 'exact', head: true }).ilike('email', email);
  expect(count).toBe(3);
});

it('refuses the eleventh message from one client address, across e-mail addresses', async () => {
  const service = serviceClient();
  const address = ipHash('abc123');
  for (let sent = 0; sent < 10; sent += 1) {
    const { error } = await service.rpc('submit_contact_message', message(uniqueEmail(`ip${sent}`), { sender_ip_hash: address }));
    expect(error).toBeNull();
  }
  const refused = await service.rpc('submit_contact_message', message(uniqueEmail('ip-over'), { sender_ip_hash: address }));
  expect(refused.error).toMatchObject({ code: 'ICE30' });
  const other = await service.rpc('submit_contact_message', message(uniqueEmail('ip-other'), { sender_ip_hash: ipHash('def456') }));
  expect(other.error).toBeNull();
});

it('counts simultaneous sends one after the other, so a burst cannot slip past the limit', async () => {
  const email = uniqueEmail('burst');
  const service = serviceClient();
  const results = await Promise.all(Array.from({ length: 6 }, () => service.rpc('submit_contact_message', message(email))));
  expect(results.filter((result) => result.error === null)).toHaveLength(3);
  expect(results.filter((result) => result.error?.code === 'ICE30')).toHaveLength(3);
});

it('is for the service role only: visitors and members cannot call it or list admin addresses', async () => {
  const { client: member } = await newUserClient();
  for (const client of [anonClient(), member]) {
    const submit = await client.rpc('submit_contact_message', message(uniqueEmail('direct')));
    expect(submit.error).not.toBeNull();
    const admins = await client.rpc('admin_email_recipients');
    expect(admins.error).not.toBeNull();
  }
});

it('lists the admins’ sign-in addresses for the e-mail notice', async () => {
  const { data, error } = await serviceClient().rpc('admin_email_recipients');
  expect(error).toBeNull();
  expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'admin@example.com', user_id: '33333333-3333-4333-8333-333333333333' })]));
});
