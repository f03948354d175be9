import { familyMaySeeCheckIn } from '@/lib/check-in/family';
import { checkInPhase, isOpenCheckIn, recipientNames, shouldSendPosition } from '@/lib/check-in/phase';

const due = '2026-11-30T22:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('where a check-in stands', () => {
  it.each([
    ['2026-11-30T21:54:59Z', 'counting'],
    ['2026-11-30T21:55:00Z', 'dueSoon'],
    ['2026-11-30T21:59:59Z', 'dueSoon'],
    ['2026-11-30T22:00:00Z', 'overdue'],
    ['2026-11-30T22:04:00Z', 'overdue'],
  ])('at %s an active one is %s', (now, phase) => {
    expect(checkInPhase({ status: 'active', due_at: due }, at(now))).toBe(phase);
  });

  it('is the alarm once the alarm was raised, whatever the clock says', () => {
    expect(checkInPhase({ status: 'alarm_raised', due_at: due }, at('2026-11-30T20:00:00Z'))).toBe('alarm');
  });

  it('is open while running or missed with its alarm out, and over otherwise', () => {
    expect(isOpenCheckIn('active')).toBe(true);
    expect(isOpenCheckIn('alarm_raised')).toBe(true);
    expect(isOpenCheckIn('checked_in')).toBe(false);
    expect(isOpenCheckIn('cancelled')).toBe(false);
    expect(isOpenCheckIn('checked_in_late')).toBe(false);
  });
});

describe('the open page’s position', () => {
  it('goes at once, then at most once a minute', () => {
    expect(shouldSendPosition(null, 0)).toBe(true);
    expect(shouldSendPosition(1_000, 60_999)).toBe(false);
    expect(shouldSendPosition(1_000, 61_000)).toBe(true);
  });
});

describe('who a check-in tells', () => {
  const people = {
    contacts: [
      { id: 'c1', name: 'Pedro' },
      { id: 'c2', name: 'Ana' },
    ],
    family: [{ id: 'f1', name: 'Lucía' }],
  };

  it('names the chosen people, contacts first, in the lists’ order', () => {
    expect(recipientNames({ contact_ids: ['c2', 'c1'], family_ids: ['f1'] }, people)).toEqual({ names: ['Pedro', 'Ana', 'Lucía'], unknown: 0 });
    expect(recipientNames({ contact_ids: [], family_ids: ['f1'] }, people)).toEqual({ names: ['Lucía'], unknown: 0 });
  });

  it('counts someone no longer on the lists instead of naming them', () => {
    expect(recipientNames({ contact_ids: ['c1', 'gone'], family_ids: ['left'] }, people)).toEqual({ names: ['Pedro'], unknown: 2 });
  });
});

describe('what family may see', () => {
  it('sees a running check-in with device status or location at all times, as the policy says', () => {
    expect(familyMaySeeCheckIn({ view_device_status: true, location_access: 'none' })).toBe(true);
    expect(familyMaySeeCheckIn({ view_device_status: false, location_access: 'always' })).toBe(true);
    expect(familyMaySeeCheckIn({ view_device_status: false, location_access: 'during_sos' })).toBe(false);
    expect(familyMaySeeCheckIn({ view_device_status: false, location_access: 'none' })).toBe(false);
  });
});
