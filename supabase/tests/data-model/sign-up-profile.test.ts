/** The sign-up trigger creates the profile; metadata may set a name and language, never a role. */
import { closeClients, newUserClient, serviceClient } from '../helpers';

afterAll(closeClients);

describe('profile on sign-up', () => {
  it('creates the profile with full_name and preferred_language from the metadata', async () => {
    const { client, user } = await newUserClient(undefined, { data: { full_name: 'Marta Ruiz', preferred_language: 'es', preferred_currency: 'GBP' } });
    const { data } = await client.from('profiles').select('*').eq('user_id', user.id).single();
    expect(data).toMatchObject({ user_id: user.id, role: 'user', full_name: 'Marta Ruiz', preferred_language: 'es', preferred_currency: 'GBP' });
  });

  it('falls back to en and EUR, and ignores a role in the metadata', async () => {
    const { user } = await newUserClient(undefined, { data: { role: 'admin', preferred_language: 'fr', preferred_currency: 'JPY' } });
    const { data } = await serviceClient().from('profiles').select('*').eq('user_id', user.id).single();
    expect(data).toMatchObject({ role: 'user', full_name: null, preferred_language: 'en', preferred_currency: 'EUR' });
  });
});
