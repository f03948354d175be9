import { inviteAccessEnd, linkAccessEnd } from '@/lib/family/access-end';
import { inviteProblem } from '@/lib/family/invite-errors';
import { familyInviteSchema, familyLinkChangeSchema, type FamilyInviteInput } from '@/lib/validation/family';

const base: FamilyInviteInput = {
  email: 'Carer@Example.com ',
  relationship: 'Home carer',
  role: 'carer',
  receiveSosAlerts: true,
  locationAccess: 'during_sos',
  viewMedical: true,
  viewDeviceStatus: false,
  viewActivity: false,
  accessEnd: 'hours24',
  accessEndsAt: '',
};
const issues = (input: unknown, schema: typeof familyInviteSchema | typeof familyLinkChangeSchema = familyInviteSchema) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const HOUR = 3_600_000;

describe('familyInviteSchema', () => {
  it('accepts a carer for 24 hours and normalises the address', () => {
    const parsed = familyInviteSchema.parse(base);
    expect(parsed.email).toBe('carer@example.com');
    expect(inviteAccessEnd(parsed)).toEqual({ access_duration_hours: 24 });
  });

  it.each([
    ['hours24', 24],
    ['days7', 168],
    ['days30', 720],
  ] as const)('stores %s as %i hours, counted from acceptance', (accessEnd, hours) => {
    expect(inviteAccessEnd(familyInviteSchema.parse({ ...base, accessEnd }))).toEqual({ access_duration_hours: hours });
  });

  it('refuses a carer without an end but lets family have none', () => {
    expect(issues({ ...base, accessEnd: 'never' })).toEqual({ accessEnd: 'carerNeedsEnd' });
    expect(inviteAccessEnd(familyInviteSchema.parse({ ...base, role: 'family', accessEnd: 'never' }))).toEqual({});
  });

  it('wants a chosen date to be given, real and in the future', () => {
    expect(issues({ ...base, accessEnd: 'date', accessEndsAt: '' })).toEqual({ accessEndsAt: 'endMissing' });
    expect(issues({ ...base, accessEnd: 'date', accessEndsAt: 'tomorrow-ish' })).toEqual({ accessEndsAt: 'endMissing' });
    expect(issues({ ...base, accessEnd: 'date', accessEndsAt: new Date(Date.now() - 1000).toISOString() })).toEqual({ accessEndsAt: 'endInPast' });
    expect(issues({ ...base, accessEnd: 'date', accessEndsAt: new Date(Date.now() + 6 * 366 * 24 * HOUR).toISOString() })).toEqual({ accessEndsAt: 'endTooFar' });
  });

  it('turns a datetime-local value into the instant it means, with seconds, and keeps it absolute', () => {
    const soon = new Date(Date.now() + 48 * HOUR);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T05:06:07`;
    const parsed = familyInviteSchema.parse({ ...base, accessEnd: 'date', accessEndsAt: local });
    expect(parsed.accessEndsAt).toBe(new Date(local).toISOString());
    // Parsing the parsed value again (as the server action does) gives the same instant.
    expect(familyInviteSchema.parse(parsed).accessEndsAt).toBe(parsed.accessEndsAt);
    expect(inviteAccessEnd(parsed)).toEqual({ access_expires_at: parsed.accessEndsAt });
  });

  it('checks the e-mail, the relationship, the role and the location choice', () => {
    expect(issues({ ...base, email: 'not-an-address' })).toEqual({ email: 'email' });
    expect(issues({ ...base, relationship: 'x'.repeat(101) })).toEqual({ relationship: 'relationship' });
    expect(issues({ ...base, role: 'boss' })).toMatchObject({ role: 'role' });
    expect(issues({ ...base, locationAccess: 'sometimes' })).toMatchObject({ locationAccess: 'locationAccess' });
  });
});

describe('familyLinkChangeSchema and the end of a changed link', () => {
  const change = { ...base, linkId: '8f1d7b8e-3c6a-4a57-9d0e-2f0a4d3b9c11', accessEnd: 'keep' as const };
  it('keeps the current end to the second, or counts a period from the moment of saving', () => {
    const current = '2099-01-01T10:11:12.000Z';
    expect(linkAccessEnd(familyLinkChangeSchema.parse(change), 0, current)).toBe(current);
    const now = Date.UTC(2030, 0, 1);
    expect(linkAccessEnd(familyLinkChangeSchema.parse({ ...change, accessEnd: 'days7' }), now, current)).toBe(new Date(now + 168 * HOUR).toISOString());
    expect(linkAccessEnd(familyLinkChangeSchema.parse({ ...change, role: 'family', accessEnd: 'never' }), now, current)).toBeNull();
  });
  it('refuses "keep" on the invitation form, and a bad link id', () => {
    expect(issues({ ...base, accessEnd: 'keep' })).toMatchObject({ accessEnd: 'accessEnd' });
    expect(issues({ ...change, linkId: 'nope' }, familyLinkChangeSchema)).toMatchObject({ linkId: 'invalid' });
  });
});

describe('inviteProblem', () => {
  it.each([
    [{ code: 'ICE13' }, 'self'],
    [{ code: 'ICE14' }, 'alreadyLinked'],
    [{ code: 'ICE15' }, 'rateLimited'],
    [{ code: 'ICE16' }, 'alreadyInvited'],
    [{ code: 'ICE10' }, 'invalid'],
    [{ code: 'ICE11' }, 'otherEmail'],
    [{ code: '22023', hint: 'invite_end_in_past' }, 'endInPast'],
    [{ code: '42P01' }, null],
    [null, null],
  ])('maps %o to %s', (error, problem) => {
    expect(inviteProblem(error)).toBe(problem);
  });
});
