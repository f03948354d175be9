import { dayPart, greetingName, isProtected, offersOwnProtection, profileChecklist } from '@/lib/data/member-dashboard-rules';

const emptyMedical = { blood_type: null, allergies: [], conditions: [], medications: [], notes: null };
const agreed = (name: string) => ({ name, consent: { status: 'agreed' as const, answered_at: '2026-11-20T10:00:00Z', requested_at: '2026-11-19T10:00:00Z', link_used_at: '2026-11-20T10:00:00Z' } });

describe('member dashboard rules', () => {
  it('is Protected only with an active or trialing subscription', () => {
    expect(isProtected(['active'])).toBe(true);
    expect(isProtected(['canceled', 'trialing'])).toBe(true);
    expect(isProtected(['past_due', 'canceled', 'incomplete'])).toBe(false);
    expect(isProtected([])).toBe(false);
  });

  it('computes the checklist for a fresh member: nothing done', () => {
    const items = profileChecklist({ profile: { full_name: null, phone: null }, emergencyContacts: [], medicalProfile: null, subscriptionStatuses: [] });
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
      emergencyContacts: [agreed('Carmen'), agreed('Jan')],
      medicalProfile: { ...emptyMedical, blood_type: 'O+' },
      subscriptionStatuses: ['active'],
    });
    expect(items.every((i) => i.done)).toBe(true);
  });

  it('needs name and phone for personal details, and a filled medical field', () => {
    const items = profileChecklist({ profile: { full_name: 'Maria', phone: ' ' }, emergencyContacts: [], medicalProfile: emptyMedical, subscriptionStatuses: [] });
    expect(items.find((i) => i.key === 'personalDetails')?.done).toBe(false);
    expect(items.find((i) => i.key === 'medicalInformation')?.done).toBe(false);
  });

  it('says what each done item holds', () => {
    const items = profileChecklist({
      profile: { full_name: ' Maria Lopez ', phone: '+34600000000' },
      emergencyContacts: [agreed('Carmen'), agreed('Jan')],
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
      emergencyContacts: [],
      medicalProfile: { ...emptyMedical, allergies: ['nuts'], medications: ['a', 'b'], notes: ' lives alone ' },
      subscriptionStatuses: ['active', 'trialing'],
    });
    expect(items.map((i) => [i.key, i.done, i.detail])).toEqual([
      ['personalDetails', false, { kind: 'missingPhone' }],
      ['emergencyContacts', false, null],
      ['medicalInformation', true, { kind: 'medicalFields', count: 3 }],
      ['subscriptionActive', true, { kind: 'plan', status: 'active' }],
    ]);
    const phoneOnly = profileChecklist({ profile: { full_name: ' ', phone: '+31600000000' }, emergencyContacts: [], medicalProfile: null, subscriptionStatuses: ['past_due'] });
    expect(phoneOnly.map((i) => i.detail)).toEqual([{ kind: 'missingName' }, null, null, null]);
  });

  describe('the emergency contacts step (docs/product.md#member-dashboard): done only with a yes, and none outstanding', () => {
    const asked = (name: string) => ({ name, consent: { status: 'pending' as const, answered_at: null, requested_at: '2026-11-19T10:00:00Z', link_used_at: null } });
    const notAsked = (name: string) => ({ name, consent: { status: 'pending' as const, answered_at: null, requested_at: null, link_used_at: null } });
    const declined = (name: string) => ({ name, consent: { status: 'declined' as const, answered_at: '2026-11-20T10:00:00Z', requested_at: null, link_used_at: null } });
    const step = (contacts: Parameters<typeof profileChecklist>[0]['emergencyContacts']) =>
      profileChecklist({ profile: null, emergencyContacts: contacts, medicalProfile: null, subscriptionStatuses: [] }).find((i) => i.key === 'emergencyContacts');

    it('pending: not done, and says who is awaited', () => {
      expect(step([asked('Luis')])).toEqual({ key: 'emergencyContacts', done: false, detail: { kind: 'contactWaiting', name: 'Luis', others: 0 } });
      expect(step([asked('Luis'), asked('Marta')])?.detail).toEqual({ kind: 'contactWaiting', name: 'Luis', others: 1 });
    });

    it('agreed: done, with how many', () => {
      expect(step([agreed('Luis')])).toEqual({ key: 'emergencyContacts', done: true, detail: { kind: 'contacts', count: 1 } });
    });

    it('declined: not done, and says who declined', () => {
      expect(step([declined('Marta')])).toEqual({ key: 'emergencyContacts', done: false, detail: { kind: 'contactDeclined', name: 'Marta', others: 0 } });
    });

    it('never done while another contact is pending, not asked or declined, even with one who agreed', () => {
      expect(step([agreed('Luis'), asked('Marta')])).toMatchObject({ done: false, detail: { kind: 'contactWaiting', name: 'Marta' } });
      expect(step([notAsked('Luis'), agreed('Marta')])).toMatchObject({ done: false, detail: { kind: 'contactNotAsked', name: 'Luis' } });
      expect(step([agreed('Luis'), declined('Marta')])).toMatchObject({ done: false, detail: { kind: 'contactDeclined', name: 'Marta' } });
      // A contact without a consent row yet counts as not asked.
      expect(step([{ name: 'Nora', consent: null }])).toMatchObject({ done: false, detail: { kind: 'contactNotAsked', name: 'Nora' } });
    });

    it('names the worst first: a decline, then a question not sent, then an answer awaited', () => {
      expect(step([asked('Ana'), notAsked('Ben'), declined('Cas'), declined('Dirk')])?.detail).toEqual({ kind: 'contactDeclined', name: 'Cas', others: 1 });
      expect(step([asked('Ana'), notAsked('Ben')])?.detail).toEqual({ kind: 'contactNotAsked', name: 'Ben', others: 0 });
    });
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
