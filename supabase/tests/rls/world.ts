/**
 * The member's data: one row in every table, written the way the app writes it (the member's own
 * client and RPCs where members write, the service role where the back office does). The matrix
 * then points every persona at these rows.
 */
import { randomUUID } from 'node:crypto';
import { serviceClient } from '../helpers';
import { must, type Cast } from './support';

export const PENDANT_PRODUCT_ID = 'c0000000-0000-4000-8000-000000000001';

export interface World {
  cast: Cast;
  memberId: string;
  ids: {
    contact: string;
    device: string;
    subscription: string;
    order: string;
    event: string;
    oldEvent: string;
    location: number;
    timeline: number;
    oldTimeline: number;
    notification: string;
    link: string;
    invite: string;
    accessLog: number;
    contactMessage: string;
    chatSession: string;
    chatMessage: number;
    questionnaire: string;
    siteContentKey: string;
    product: string;
    plan: string;
    inactivePlan: string;
    regionalService: string;
    inactiveRegionalService: string;
    checkIn: string;
    deviceNotice: string;
    statusIncident: string;
    statusIncidentUpdate: string;
    statusCheck: number;
  };
  medicalProfile: Record<string, unknown>;
}

export async function buildWorld(cast: Cast): Promise<World> {
  const service = serviceClient();
  const member = cast.member.client;
  const memberId = cast.member.user.id;
  const tag = randomUUID().slice(0, 8);

  const contact = must(
    await member.from('emergency_contacts').insert({ user_id: memberId, name: 'Carmen', email: 'carmen@example.com' }).select('id').single(),
    'contact',
  );
  const medicalProfile = must(
    await member.from('medical_profiles').insert({ user_id: memberId, blood_type: 'A+', allergies: ['Latex'], notes: 'world' }).select('*').single(),
    'medical profile',
  );
  const device = must(await member.from('devices').insert({ user_id: memberId, name: 'Pendant', battery: 80 }).select('id').single(), 'device');
  const chatSession = must(await member.from('chat_sessions').insert({ user_id: memberId, title: 'Hello' }).select('id').single(), 'chat');
  const chatMessage = must(
    await member.from('chat_messages').insert({ session_id: chatSession.id, user_id: memberId, role: 'user', content: 'Hi Emma' }).select('id').single(),
    'chat message',
  );
  const questionnaire = must(
    await member.from('questionnaire_responses').insert({ user_id: memberId, answers: { lives_alone: true } }).select('id').single(),
    'questionnaire',
  );
  const event = must(
    await member.rpc('raise_sos', { client_request_id: `world-${tag}`, latitude: 38.34, longitude: -0.48, accuracy: 12 }),
    'raise_sos',
  ) as { id: string };
  const invite = must(await member.rpc('create_family_invite', { email: 'invitee@example.com' }), 'invite') as Array<{ invite_id: string }>;
  must(await cast.users.familyMedical.client.rpc('get_member_medical_profile', { member: memberId }), 'medical read');

  const subscription = must(await service.from('subscriptions').select('id').eq('user_id', memberId).single(), 'subscription');
  const order = must(
    await service
      .from('orders')
      .insert({ user_id: memberId, product_id: PENDANT_PRODUCT_ID, unit_price: 49.99, currency: 'EUR', total: 49.99, provider: 'manual', provider_reference: `world-${tag}` })
      .select('id')
      .single(),
    'order',
  );
  const location = must(await service.from('sos_locations').select('id').eq('event_id', event.id).single(), 'location');
  const timeline = must(await service.from('sos_timeline').select('id').eq('event_id', event.id).single(), 'timeline');
  const oldEvent = must(
    await service
      .from('sos_events')
      .insert({ member_id: memberId, client_request_id: `old-${tag}`, status: 'resolved', started_at: daysAgo(2), resolved_at: daysAgo(2) })
      .select('id')
      .single(),
    'old event',
  );
  const oldTimeline = must(await service.from('sos_timeline').select('id').eq('event_id', oldEvent.id).single(), 'old timeline');
  // The dispatcher writes the family's rows of a raised alarm (queue_family_sos_alerts, run by each
  // claim). Only this alarm, waiting for another file's pass that holds it: a bare call skips an
  // alarm another transaction has locked, and the row below would not be there yet.
  must(await service.rpc('queue_family_sos_alerts', { only_event: event.id }), 'family alerts');
  const notification = must(
    // The family member with the alert permission is told in the app.
    await service
      .from('notifications')
      .select('id')
      .eq('event_id', event.id)
      .eq('recipient_user_id', cast.users.familyAlerts.user.id)
      .eq('channel', 'in_app')
      .single(),
    'notification',
  );
  const link = must(
    await service.from('family_links').select('id').eq('member_id', memberId).eq('family_member_id', cast.users.familyAlerts.user.id).single(),
    'link',
  );
  const accessLog = must(
    await service.from('access_log').select('id').eq('subject_id', memberId).eq('reader_id', cast.users.familyMedical.user.id).single(),
    'access log',
  );
  const contactMessage = must(
    await service.from('contact_messages').insert({ name: 'Visitor', email: 'visitor@example.com', subject: 'Question', message: 'Hello there, a question.', accepted_terms: true }).select('id').single(),
    'contact message',
  );
  const siteContentKey = `rls_${tag}`;
  must(await service.from('site_content').insert({ key: siteContentKey, value: { hello: 'world' } }).select('key').single(), 'site content');
  const product = must(await service.from('products').insert({ name: `Product ${tag}`, price: 1, status: 'active' }).select('id').single(), 'product');
  const plan = must(await service.from('subscription_plans').insert({ name: `Plan ${tag}`, price: 1 }).select('id').single(), 'plan');
  const inactivePlan = must(
    await service.from('subscription_plans').insert({ name: `Old plan ${tag}`, price: 1, is_active: false }).select('id').single(),
    'inactive plan',
  );
  const regionalService = must(
    await service.from('regional_services').insert({ name: `Service ${tag}`, price: 1, region: 'nl' }).select('id').single(),
    'regional service',
  );
  const inactiveRegionalService = must(
    await service.from('regional_services').insert({ name: `Old service ${tag}`, price: 1, region: 'nl', is_active: false }).select('id').single(),
    'inactive regional service',
  );

  // A running check-in, started the way the app starts it, and a notice of the silence watch.
  const checkIn = must(
    await member.rpc('start_check_in', {
      client_request_id: `world-${tag}`,
      due_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      grace_minutes: 5,
      contact_ids: [contact.id],
      family_ids: [],
      note: 'world',
    }),
    'check-in',
  );
  const deviceNotice = must(
    await service.from('device_notices').insert({ member_id: memberId, device_id: device.id, kind: 'device_battery_low', details: { battery: 12 } }).select('id').single(),
    'device notice',
  );
  // The status page's rows (no member in them): written by the service role here; in the app only
  // through open_status_incident / post_status_incident_update and run_status_probe.
  const statusIncident = must(
    await service.from('status_incidents').insert({ title: `Incident ${tag}`, impact: 'minor', components: ['sms'] }).select('id').single(),
    'status incident',
  );
  const statusIncidentUpdate = must(
    await service.from('status_incident_updates').insert({ incident_id: statusIncident.id, status: 'investigating', body: 'world' }).select('id').single(),
    'status incident update',
  );
  const statusCheck = must(await service.from('status_checks').insert({ ok: true, ms: 42 }).select('id').single(), 'status check');
  must(await service.from('protection_digests').insert({ member_id: memberId, sent_at: new Date().toISOString(), missing: ['medicalId'] }).select('member_id').single(), 'protection digest');

  return {
    cast,
    memberId,
    medicalProfile,
    ids: {
      contact: contact.id,
      device: device.id,
      subscription: subscription.id,
      order: order.id,
      event: event.id,
      oldEvent: oldEvent.id,
      location: location.id,
      timeline: timeline.id,
      oldTimeline: oldTimeline.id,
      notification: notification.id,
      link: link.id,
      invite: invite[0].invite_id,
      accessLog: accessLog.id,
      contactMessage: contactMessage.id,
      chatSession: chatSession.id,
      chatMessage: chatMessage.id,
      questionnaire: questionnaire.id,
      siteContentKey,
      product: product.id,
      plan: plan.id,
      inactivePlan: inactivePlan.id,
      regionalService: regionalService.id,
      inactiveRegionalService: inactiveRegionalService.id,
      checkIn: checkIn.id,
      deviceNotice: deviceNotice.id,
      statusIncident: statusIncident.id,
      statusIncidentUpdate: statusIncidentUpdate.id,
      statusCheck: statusCheck.id,
    },
  };
}

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}
