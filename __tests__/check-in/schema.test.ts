import { checkInCodesSchema, codeEntrySchema, endCheckInSchema, extendCheckInSchema, makeStartCheckInSchema, type StartCheckInInput } from '@/lib/check-in/schema';

const NOW = Date.parse('2026-11-30T21:00:00Z'); // 22:00 in Madrid
const schema = makeStartCheckInSchema(() => NOW);
const CONTACT = '7a9d1c1e-5b7e-4a51-9e0a-2f3c4d5e6f70';
const FAMILY = '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f';

const values = (over: Partial<StartCheckInInput> = {}): StartCheckInInput => ({
  clientRequestId: 'b9a4f1de-0b0e-4f55-a0e1-8d2f7b1c9e11',
  mode: 'in',
  hours: '0',
  minutes: '30',
  time: '',
  day: 'today',
  timeZone: 'Europe/Madrid',
  note: '',
  contactIds: [CONTACT],
  familyIds: [FAMILY],
  graceMinutes: '5',
  latitude: null,
  longitude: null,
  accuracy: null,
  ...over,
});

/** The message keys of a refused parse, by path. */
function problems(input: StartCheckInInput): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the start schema (shared by the form and startCheckIn)', () => {
  it('works out the due time of a duration from its own clock, and gives start_check_in’s arguments', () => {
    expect(schema.parse(values({ note: '  walking home from the station ' }))).toEqual({
      clientRequestId: 'b9a4f1de-0b0e-4f55-a0e1-8d2f7b1c9e11',
      dueAt: '2026-11-30T21:30:00.000Z',
      graceMinutes: 5,
      contactIds: [CONTACT],
      familyIds: [FAMILY],
      note: 'walking home from the station',
      position: null,
    });
  });

  it('works out "at" in the member’s zone, today or tomorrow', () => {
    expect(schema.parse(values({ mode: 'at', time: '23:15' })).dueAt).toBe('2026-11-30T22:15:00.000Z');
    expect(schema.parse(values({ mode: 'at', time: '07:30', day: 'tomorrow' })).dueAt).toBe('2026-12-01T06:30:00.000Z');
  });

  it('refuses a time already past today, one within a minute, and one beyond 24 hours', () => {
    expect(problems(values({ mode: 'at', time: '21:30' }))).toEqual({ time: 'timePast' });
    expect(problems(values({ mode: 'at', time: '22:00' }))).toEqual({ time: 'timePast' });
    expect(problems(values({ mode: 'at', time: '23:00', day: 'tomorrow' }))).toEqual({ time: 'timeTooFar' });
    expect(problems(values({ mode: 'at', time: '' }))).toEqual({ time: 'time' });
    expect(makeStartCheckInSchema(() => NOW + 30_000).safeParse(values({ mode: 'at', time: '22:01' })).error?.issues[0].message).toBe('timeTooSoon');
  });

  it('takes a duration from 1 minute to 24 hours, in whole numbers', () => {
    expect(schema.parse(values({ hours: '0', minutes: '1' })).dueAt).toBe('2026-11-30T21:01:00.000Z');
    expect(schema.parse(values({ hours: '24', minutes: '0' })).dueAt).toBe('2026-12-01T21:00:00.000Z');
    expect(problems(values({ hours: '0', minutes: '0' }))).toEqual({ duration: 'durationRange' });
    expect(problems(values({ hours: '24', minutes: '1' }))).toEqual({ duration: 'durationRange' });
    expect(problems(values({ hours: '1.5', minutes: '0' }))).toEqual({ duration: 'durationFormat' });
  });

  it('ignores the way of saying when that was not chosen', () => {
    expect(schema.safeParse(values({ mode: 'in', time: 'nonsense' })).success).toBe(true);
    expect(schema.safeParse(values({ mode: 'at', time: '23:00', hours: 'x' })).success).toBe(true);
  });

  it('needs at least one person to tell, and sends each once', () => {
    expect(problems(values({ contactIds: [], familyIds: [] }))).toEqual({ recipients: 'recipients' });
    expect(schema.parse(values({ contactIds: [CONTACT, CONTACT], familyIds: [] })).contactIds).toEqual([CONTACT]);
    expect(problems(values({ contactIds: ['not-an-id'] }))).toEqual({ 'contactIds.0': 'invalid' });
  });

  it('keeps the note to 200 characters and the grace to 0–60 minutes', () => {
    expect(schema.safeParse(values({ note: 'x'.repeat(200) })).success).toBe(true);
    expect(problems(values({ note: 'x'.repeat(201) }))).toEqual({ note: 'note' });
    expect(schema.parse(values({ graceMinutes: '0' })).graceMinutes).toBe(0);
    expect(schema.parse(values({ graceMinutes: 60 })).graceMinutes).toBe(60);
    expect(problems(values({ graceMinutes: '61' }))).toEqual({ graceMinutes: 'grace' });
    expect(problems(values({ graceMinutes: '' }))).toEqual({ graceMinutes: 'grace' });
  });

  it('sends a position only when both coordinates are there', () => {
    expect(schema.parse(values({ latitude: 40.4, longitude: -3.7, accuracy: 12 })).position).toEqual({ latitude: 40.4, longitude: -3.7, accuracy: 12 });
    expect(schema.parse(values({ latitude: 40.4, longitude: null })).position).toBeNull();
    expect(problems(values({ latitude: 91, longitude: 0 }))).toEqual({ latitude: 'invalid' });
  });

  it('refuses a made-up zone or a missing request key', () => {
    expect(problems(values({ timeZone: 'Mars/Base' }))).toEqual({ timeZone: 'invalid' });
    expect(problems(values({ clientRequestId: '' }))).toEqual({ clientRequestId: 'invalid' });
  });
});

describe('the code schemas', () => {
  it('takes 4 to 8 digits as a code', () => {
    expect(codeEntrySchema.safeParse({ code: '1234' }).success).toBe(true);
    expect(codeEntrySchema.safeParse({ code: ' 12345678 ' }).success).toBe(true);
    expect(codeEntrySchema.safeParse({ code: '123' }).error?.issues[0].message).toBe('codeFormat');
    expect(codeEntrySchema.safeParse({ code: '123456789' }).error?.issues[0].message).toBe('codeFormat');
    expect(codeEntrySchema.safeParse({ code: '12a4' }).error?.issues[0].message).toBe('codeFormat');
  });

  it('sends no code when there is none ("I’m safe" without codes)', () => {
    const id = '5f1e2d3c-4b5a-4697-8887-9a0b1c2d3e4f';
    expect(endCheckInSchema.parse({ checkInId: id })).toEqual({ checkInId: id, code: null });
    expect(endCheckInSchema.parse({ checkInId: id, code: '' })).toEqual({ checkInId: id, code: null });
    expect(endCheckInSchema.parse({ checkInId: id, code: '2468' })).toEqual({ checkInId: id, code: '2468' });
    expect(endCheckInSchema.safeParse({ checkInId: 'x' }).success).toBe(false);
  });

  it('wants a safe and a duress code that differ', () => {
    expect(checkInCodesSchema.safeParse({ safeCode: '1234', duressCode: '4321' }).success).toBe(true);
    expect(checkInCodesSchema.safeParse({ safeCode: '1234', duressCode: '1234' }).error?.issues).toEqual([expect.objectContaining({ path: ['duressCode'], message: 'codesEqual' })]);
    expect(checkInCodesSchema.safeParse({ safeCode: '12', duressCode: '4321' }).error?.issues[0]).toEqual(expect.objectContaining({ path: ['safeCode'], message: 'codeFormat' }));
  });

  it('extends by 1 to 1440 whole minutes', () => {
    const id = '5f1e2d3c-4b5a-4697-8887-9a0b1c2d3e4f';
    expect(extendCheckInSchema.safeParse({ checkInId: id, minutes: 15 }).success).toBe(true);
    expect(extendCheckInSchema.safeParse({ checkInId: id, minutes: 0 }).success).toBe(false);
    expect(extendCheckInSchema.safeParse({ checkInId: id, minutes: 1441 }).success).toBe(false);
    expect(extendCheckInSchema.safeParse({ checkInId: id, minutes: 1.5 }).success).toBe(false);
  });
});
