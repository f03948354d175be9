import { statusIncidentOutcome } from '@/components/status-incidents/incident-outcome';
import { statusIncidentProblemFromAction, statusIncidentProblemFromDb } from '@/lib/status-incidents/problems';
import { openStatusIncidentSchema, postStatusIncidentUpdateSchema } from '@/lib/validation/status-incidents';

/** The first message key a schema gives for each field, as the forms and the action's validationErrors show them. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const ID = '11111111-1111-4111-8111-111111111111';
const incident = { title: '  SMS alerts are delayed  ', impact: 'major', components: ['sms', 'email'], body: ' We are looking into it. ' };

/** What admins write for the public status page (docs/product.md#status-page). */
describe('openStatusIncidentSchema', () => {
  it('trims the texts and lists the components once, in the status page’s order', () => {
    expect(openStatusIncidentSchema.parse({ ...incident, components: ['sms', 'email', 'sms'] })).toEqual({
      title: 'SMS alerts are delayed',
      impact: 'major',
      components: ['email', 'sms'],
      body: 'We are looking into it.',
    });
  });

  it('takes a title of up to 200 and a text of up to 2000 characters after trimming', () => {
    expect(openStatusIncidentSchema.safeParse({ ...incident, title: ` ${'t'.repeat(200)} `, body: ` ${'b'.repeat(2000)} ` }).success).toBe(true);
    expect(problems(openStatusIncidentSchema.safeParse({ ...incident, title: 't'.repeat(201), body: 'b'.repeat(2001) }))).toEqual({
      title: 'titleTooLong',
      body: 'bodyTooLong',
    });
  });

  it('asks for a title and a text when they are empty, blank or missing', () => {
    expect(problems(openStatusIncidentSchema.safeParse({ ...incident, title: '   ', body: '\n\t' }))).toEqual({ title: 'titleRequired', body: 'bodyRequired' });
    expect(problems(openStatusIncidentSchema.safeParse({ impact: 'minor', components: ['push'] }))).toEqual({ title: 'titleRequired', body: 'bodyRequired' });
    expect(problems(openStatusIncidentSchema.safeParse({ ...incident, title: 42, body: null }))).toEqual({ title: 'titleRequired', body: 'bodyRequired' });
  });

  it('takes only the listed impacts', () => {
    for (const impact of ['minor', 'major', 'critical']) expect(openStatusIncidentSchema.safeParse({ ...incident, impact }).success).toBe(true);
    for (const impact of ['none', '', null, undefined, 'MAJOR']) {
      expect(problems(openStatusIncidentSchema.safeParse({ ...incident, impact }))).toEqual({ impact: 'impact' });
    }
  });

  it('wants at least one listed component', () => {
    for (const components of [[], ['website', 'fax'], 'sms', null, undefined]) {
      expect(problems(openStatusIncidentSchema.safeParse({ ...incident, components }))).toEqual({ components: 'components' });
    }
    expect(openStatusIncidentSchema.parse({ ...incident, components: ['call_centre', 'website', 'alarms', 'push', 'sms', 'email'] }).components).toEqual([
      'website',
      'alarms',
      'email',
      'sms',
      'push',
      'call_centre',
    ]);
  });
});

describe('postStatusIncidentUpdateSchema', () => {
  it('takes each status with a trimmed text', () => {
    for (const status of ['investigating', 'identified', 'monitoring', 'resolved']) {
      expect(postStatusIncidentUpdateSchema.parse({ incidentId: ID, status, body: ' Fixed. ' })).toEqual({ incidentId: ID, status, body: 'Fixed.' });
    }
  });

  it('says what is wrong with the text, the status and the incident', () => {
    expect(problems(postStatusIncidentUpdateSchema.safeParse({ incidentId: ID, status: 'monitoring', body: '  ' }))).toEqual({ body: 'bodyRequired' });
    expect(problems(postStatusIncidentUpdateSchema.safeParse({ incidentId: ID, status: 'monitoring', body: 'x'.repeat(2001) }))).toEqual({ body: 'bodyTooLong' });
    expect(problems(postStatusIncidentUpdateSchema.safeParse({ incidentId: ID, status: 'fixed', body: 'Fixed.' }))).toEqual({ status: 'status' });
    expect(problems(postStatusIncidentUpdateSchema.safeParse({ incidentId: 'not-a-uuid', status: 'resolved', body: 'Fixed.' }))).toEqual({ incidentId: 'invalid' });
  });
});

describe('the database’s refusals and the action wrapper’s keys', () => {
  it.each([
    ['ICE95', 'forbidden'],
    ['ICE96', 'textRequired'],
    ['ICE97', 'invalidChoice'],
    ['ICE98', 'missing'],
    ['ICE99', 'resolved'],
    ['42501', 'forbidden'],
  ])('%s is %s', (code, problem) => {
    expect(statusIncidentProblemFromDb({ code })).toBe(problem);
  });

  it('leaves any other error to the wrapper (logged, then "failed")', () => {
    for (const error of [{ code: 'ICE90' }, { code: '23505' }, { code: 'toString' }, {}, null]) expect(statusIncidentProblemFromDb(error)).toBeNull();
  });

  it('words the wrapper’s keys', () => {
    expect(statusIncidentProblemFromAction('forbidden')).toBe('forbidden');
    expect(statusIncidentProblemFromAction('signedOut')).toBe('signedOut');
    expect(statusIncidentProblemFromAction('invalid')).toBe('invalid');
    expect(statusIncidentProblemFromAction('notFound')).toBe('missing');
    expect(statusIncidentProblemFromAction('rateLimited')).toBe('failed');
  });

  it('reads an action’s answer as data or a problem; no answer, or an unreadable one, is "failed"', () => {
    expect(statusIncidentOutcome({ data: { status: 'done', data: { id: ID } } })).toEqual({ ok: true, data: { id: ID } });
    expect(statusIncidentOutcome({ data: { status: 'refused', problem: 'resolved' } })).toEqual({ ok: false, problem: 'resolved' });
    expect(statusIncidentOutcome({ serverError: 'forbidden' })).toEqual({ ok: false, problem: 'forbidden' });
    expect(statusIncidentOutcome({ validationErrors: { fieldErrors: { incidentId: ['invalid'] } } })).toEqual({ ok: false, problem: 'invalid' });
    expect(statusIncidentOutcome(undefined)).toEqual({ ok: false, problem: 'failed' });
    expect(statusIncidentOutcome({ data: { status: 'refused', problem: 'gremlins' as never } })).toEqual({ ok: false, problem: 'failed' });
  });
});
