import { dayPart, greetingName, isProtected, offersOwnProtection, profileChecklist } from '@/lib/data/member-dashboard-rules';

const emptyMedical = { blood_type: null, allergies: [], conditions: [], medications: [], notes: null };

describe('member dashboard rules', () => {
  it('is Protected only with an active or trialing subscription', () => {
    expect(isProtected(['active'])).toBe(true);
    expect(isProtected(['canceled', 'trialing'])).toBe(true);
    expect(isProtected(['past_due', 'canceled', 'incomplete'])).toBe(false);
    expect(isProtected([])).toBe(false);
  });

  it('computes the checklist for a fresh member: nothing done', () => {
    const items = profileChecklist({ profile: { full_name: null, phone: null }, emergencyContactCount: 0, medicalProfile: null, subscriptionStatuses: [] });
    expect(items.map((i) => [i.key, i.done])).toEqual([
      ['personalDetails', false],
      ['emergencyContacts', false],
      ['medicalInformation', false],
      ['subscriptionActive', false],
    ]);
  });

  it('computes the checklist for a complete member', () => {
    const items = profileChecklist({
      profile: { full_name: 'Maria Lopez', phone: '+34600000000' },
      emergencyContactCount: 2,
      medicalProfile: { ...emptyMedical, blood_type: 'O+' },
      subscriptionStatuses: ['active'],
    });
    expect(items.every((i) => i.done)).toBe(true);
  });

  it('needs name and phone for personal details, and a filled medical field', () => {
    const items = profileChecklist({ profile: { full_name: 'Maria', phone: ' ' }, emergencyContactCount: 0, medicalProfile: emptyMedical, subscriptionStatuses: [] });
    expect(items.find((i) => i.key === 'personalDetails')?.done).toBe(false);
    expect(items.find((i) => i.key === 'medicalInformation')?.done).toBe(false);
  });

  it('says what each done item holds', () => {
    const items = profileChecklist({
      profile: { full_name: ' Maria Lopez ', phone: '+34600000000' },
      emergencyContactCount: 2,
      medicalProfile: { ...emptyMedical, blood_type: 'O+', allergies: ['penicillin'] },
      subscriptionStatuses: ['canceled', 'trialing'],
    });
    expect(items.map((i) => i.detail)).toEqual([
      { kind: 'name', name: 'Maria Lopez' },
      { kind: 'contacts', count: 2 },
      { kind: 'bloodType', bloodType: 'O+' },
      { kind: 'plan', status: 'trialing' },
    ]);
  });

  it('counts the kinds of medical answer when there is no blood type, and names what personal details lack', () => {
    const items = profileChecklist({
      profile: { full_name: 'Maria', phone: null },
      emergencyContactCount: 0,
      medicalProfile: { ...emptyMedical, allergies: ['nuts'], medications: ['a', 'b'], notes: ' lives alone ' },
      subscriptionStatuses: ['active', 'trialing'],
    });
    expect(items.map((i) => [i.key, i.done, i.detail])).toEqual([
      ['personalDetails', false, { kind: 'missingPhone' }],
      ['emergencyContacts', false, null],
      ['medicalInformation', true, { kind: 'medicalFields', count: 3 }],
      ['subscriptionActive', true, { kind: 'plan', status: 'active' }],
    ]);
    const phoneOnly = profileChecklist({ profile: { full_name: ' ', phone: '+31600000000' }, emergencyContactCount: 0, medicalProfile: null, subscriptionStatuses: ['past_due'] });
    expect(phoneOnly.map((i) => i.detail)).toEqual([{ kind: 'missingName' }, null, null, null]);
  });

  it('offers protection to someone who looks after others and has no plan, or one that ended; never hides a payment problem', () => {
    expect(offersOwnProtection(1, 'noPlan')).toBe(true);
    expect(offersOwnProtection(2, 'ended')).toBe(true);
    expect(offersOwnProtection(1, 'paymentProblem')).toBe(false);
    expect(offersOwnProtection(1, 'notCompleted')).toBe(false);
    expect(offersOwnProtection(1, null)).toBe(false);
    expect(offersOwnProtection(0, 'noPlan')).toBe(false);
  });

  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [22, 'evening'],
    [23, 'night'],
  ])('hour %i is %s', (hour, part) => expect(dayPart(hour)).toBe(part));

  it('greets by first name, else by the e-mail name', () => {
    expect(greetingName('Maria Lopez', 'm@x.com')).toBe('Maria');
    expect(greetingName(null, 'jan.devries@example.nl')).toBe('jan.devries');
  });
});
