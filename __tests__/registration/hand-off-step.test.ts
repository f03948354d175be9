import { handOffStep } from '@/lib/registration/hand-off-step';
import { completePlanDetails, missingPlanDetails } from '@/lib/registration/plan-details';

/*
 * Issue 44: a signed-in person without a registration (a family member who signed up from an
 * invitation) went from "Choose a plan" to "complete your registration" and back. The hand-off now
 * decides on what checkout needs, not on whether a registration exists.
 */
describe('handOffStep', () => {
  const complete = { country: 'NL', phone: '+31612345678' };

  it('goes straight to checkout when the profile holds the country and the mobile number, registration or not', () => {
    expect(handOffStep({ paying: false, profile: complete })).toEqual({ kind: 'checkout' });
  });

  it('asks only the missing details, country first, before checkout', () => {
    expect(handOffStep({ paying: false, profile: { country: null, phone: null } })).toEqual({ kind: 'details', missing: ['country', 'phone'] });
    expect(handOffStep({ paying: false, profile: { country: 'ES', phone: '  ' } })).toEqual({ kind: 'details', missing: ['phone'] });
    expect(handOffStep({ paying: false, profile: { country: 'XX', phone: '+34600123456' } })).toEqual({ kind: 'details', missing: ['country'] });
    expect(handOffStep({ paying: false, profile: null })).toEqual({ kind: 'details', missing: ['country', 'phone'] });
  });

  it('sends someone already paying to their subscription, never to a second checkout', () => {
    expect(handOffStep({ paying: true, profile: complete })).toEqual({ kind: 'subscribed' });
    expect(handOffStep({ paying: true, profile: { country: null, phone: null } })).toEqual({ kind: 'subscribed' });
  });
});

describe('missingPlanDetails', () => {
  it('takes a country libphonenumber knows, in any case, and any stored number', () => {
    expect(missingPlanDetails({ country: 'es', phone: '+34600123456' })).toEqual([]);
    expect(missingPlanDetails({ country: '', phone: null })).toEqual(['country', 'phone']);
  });
});

describe('completePlanDetails', () => {
  it('writes the answers to what was missing, the phone in E.164 read with the country just given', () => {
    expect(completePlanDetails({ country: null, phone: null }, { country: 'es', phone: '600 123 456' })).toEqual({
      ok: true,
      update: { country: 'ES', phone: '+34600123456' },
    });
  });

  it('reads a national number with the country already known, and never overwrites a known detail', () => {
    expect(completePlanDetails({ country: 'NL', phone: null }, { country: 'ES', phone: '06 12345678' })).toEqual({ ok: true, update: { phone: '+31612345678' } });
    expect(completePlanDetails({ country: null, phone: '+31612345678' }, { country: 'BE', phone: '999' })).toEqual({ ok: true, update: { country: 'BE' } });
    expect(completePlanDetails({ country: 'NL', phone: '+31612345678' }, { country: '', phone: '' })).toEqual({ ok: true, update: {} });
  });

  it('names the details that are missing or not valid, and writes nothing then', () => {
    expect(completePlanDetails({ country: null, phone: null }, { country: '', phone: '' })).toEqual({ ok: false, invalid: ['country', 'phone'] });
    expect(completePlanDetails({ country: null, phone: null }, { country: 'NL', phone: '12' })).toEqual({ ok: false, invalid: ['phone'] });
    expect(completePlanDetails({ country: null, phone: null }, { country: 'ZZ', phone: '+34600123456' })).toEqual({ ok: false, invalid: ['country'] });
  });
});
