import { FIX_ROUTE, isEssentiallyProtected, orderedChecks, parseProtectionCheck, PROTECTION_CHECK_KEYS, type ProtectionCheckItem } from '@/lib/protection-check/rules';

/** docs/product.md#protection-check: the order the member reads, the badge's essentials, the shape read from the database. */
const plan = (ok: boolean): ProtectionCheckItem => ({ key: 'plan', ok, status: ok ? 'active' : null });
const contact = (ok: boolean): ProtectionCheckItem => ({ key: 'contactAgreed', ok, agreed: ok ? 1 : 0, waiting: 0, declined: 0, total: ok ? 1 : 0 });
const family = (ok: boolean): ProtectionCheckItem => ({ key: 'familyLinked', ok, linked: ok ? 1 : 0 });
const medical = (ok: boolean): ProtectionCheckItem => ({ key: 'medicalId', ok });
const details = (ok: boolean): ProtectionCheckItem => ({ key: 'personalDetails', ok, hasName: ok, hasPhone: ok });
const pendant = (ok: boolean): ProtectionCheckItem => ({ key: 'pendant', ok, name: 'ICE SOS Pendant', lastSeenAt: null, battery: null, silentHours: 24, lowPercent: 20 });

describe('orderedChecks', () => {
  it('puts what is missing first, essentials before the rest, then what holds', () => {
    const checks = [plan(true), contact(false), family(true), medical(false), details(false), pendant(false)];
    expect(orderedChecks(checks).map((c) => `${c.key}:${c.ok}`)).toEqual([
      'contactAgreed:false',
      'pendant:false',
      'personalDetails:false',
      'medicalId:false',
      'plan:true',
      'familyLinked:true',
    ]);
  });

  it('keeps the input as it was', () => {
    const checks = [medical(true), plan(false)];
    orderedChecks(checks);
    expect(checks.map((c) => c.key)).toEqual(['medicalId', 'plan']);
  });
});

describe('isEssentiallyProtected', () => {
  it.each([
    ['a plan and an agreed contact', [plan(true), contact(true), family(false)], false, true],
    ['a plan and family who receive alerts', [plan(true), contact(false), family(true)], false, true],
    ['a plan that reaches the call centre', [plan(true), contact(false), family(false)], true, true],
    ['a plan that reaches nobody', [plan(true), contact(false), family(false)], false, false],
    ['people but no plan', [plan(false), contact(true), family(true)], true, false],
  ] as const)('%s', (_what, checks, callCentre, expected) => {
    expect(isEssentiallyProtected({ checks: [...checks, medical(false)], callCentre })).toBe(expected);
  });
});

describe('parseProtectionCheck', () => {
  it('reads the database answer and refuses a shape it does not know', () => {
    const answer = { protected: false, callCentre: false, checks: [plan(false), contact(false)] };
    expect(parseProtectionCheck(answer)).toEqual(answer);
    expect(() => parseProtectionCheck({ ...answer, checks: [{ key: 'fireAlarm', ok: true }] })).toThrow();
    expect(() => parseProtectionCheck({ ...answer, checks: [{ key: 'plan', ok: null, status: null }] })).toThrow();
  });

  it('has a page that fixes every check', () => {
    for (const key of PROTECTION_CHECK_KEYS) expect(FIX_ROUTE[key]).toMatch(/^\/full-dashboard\//);
  });
});
