/** The local seed: demo accounts that sign in, a dashboard with something in it, the catalogue. */
import { anonClient, closeClients, signInAs } from '../helpers';
import { demoAdminTotpSecret, totpCode } from '../../../scripts/support/demo-totp';

afterAll(closeClients);

const DEMO_PASSWORD = 'Password123!';
const MEMBER_ID = '11111111-1111-4111-8111-111111111111';
const FAMILY_ID = '22222222-2222-4222-8222-222222222222';
const ADMIN_ID = '33333333-3333-4333-8333-333333333333';

describe('seed', () => {
  it('signs in the demo member and shows their plan, contacts, medical profile and pendant', async () => {
    const { client, user } = await signInAs('member@example.com', DEMO_PASSWORD);
    expect(user.id).toBe(MEMBER_ID);
    const subscription = await client.from('subscriptions').select('status, subscription_plans(name)').single();
    expect(subscription.data).toMatchObject({ status: 'active', subscription_plans: { name: 'Premium Protection' } });
    expect((await client.from('emergency_contacts').select('id')).data).toHaveLength(2);
    expect((await client.from('medical_profiles').select('blood_type').single()).data?.blood_type).toBe('O+');
    expect((await client.from('devices').select('battery').single()).data?.battery).toBe(88);
    expect((await client.rpc('is_admin')).data).toBe(false);
  });

  it('links the demo family account to the member with every permission', async () => {
    const { client, user } = await signInAs('family@example.com', DEMO_PASSWORD);
    expect(user.id).toBe(FAMILY_ID);
    const link = await client.from('family_links').select('*').single();
    expect(link.data).toMatchObject({
      member_id: MEMBER_ID,
      status: 'active',
      receive_sos_alerts: true,
      location_access: 'always',
      view_medical: true,
      view_device_status: true,
      view_activity: true,
    });
  });

  it('makes admin@example.com an admin whose powers start after the seeded second factor', async () => {
    const { client, user } = await signInAs('admin@example.com', DEMO_PASSWORD);
    expect(user.id).toBe(ADMIN_ID);
    expect((await client.rpc('is_admin')).data).toBe(false);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([expect.objectContaining({ status: 'verified', friendly_name: 'Demo authenticator' })]);
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: factors!.totp[0].id, code: totpCode(demoAdminTotpSecret()) });
    expect(verified.error).toBeNull();
    expect((await client.rpc('is_admin')).data).toBe(true);
  });

  it('publishes the catalogue and the app preview defaults', async () => {
    const anon = anonClient();
    const plans = await anon.from('subscription_plans').select('name, price, is_popular, region, max_emergency_contacts').order('sort_order');
    expect(plans.data?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Personal Account', 'Premium Protection', 'Family Connection', 'Family Sharing', 'Guardian Wellness', 'Call Centre Spain']),
    );
    expect(plans.data?.find((p) => p.name === 'Premium Protection')).toMatchObject({ price: 4.99, is_popular: true, max_emergency_contacts: 5 });
    expect(plans.data?.find((p) => p.name === 'Family Connection')?.max_emergency_contacts).toBe(5);
    expect(plans.data?.find((p) => p.name === 'Call Centre Spain')).toMatchObject({ price: 24.99, region: 'es' });

    const pendant = await anon.from('products').select('*').eq('name', 'ICE SOS Bluetooth Pendant').single();
    expect(pendant.data).toMatchObject({ price: 49.99, currency: 'EUR', status: 'active' });
    expect(pendant.data?.features).toHaveLength(8);
    expect(pendant.data?.features).toEqual(expect.arrayContaining(['Bluetooth range up to 100 m', '1-year warranty']));

    const spain = await anon.from('regional_services').select('region, features').eq('name', 'Call Centre Spain').single();
    expect(spain.data?.region).toBe('es');

    const preview = await anon.from('site_content').select('value').eq('key', 'homepage_app_preview').single();
    expect(preview.data?.value).toMatchObject({
      tagline: 'Tap once for immediate help',
      sosLabel: 'Emergency SOS',
      voiceLabel: 'Voice OFF',
      showSettingsIcon: true,
      enableBatteryCard: true,
      enableHeartRateCard: false,
      enableAiCard: false,
      enableRemindersCard: false,
      cards: [expect.objectContaining({ status: '88%' })],
    });
  });
});
