import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/validation/auth';
import { z } from '@/lib/zod';

/**
 * The family and carer forms (issue 21): the invitation and the change of an existing link share
 * the permissions and the end of access; messages are keys under FamilyCarers.errors.
 */
export const FAMILY_ROLES = ['family', 'carer'] as const;
export const LOCATION_ACCESS = ['none', 'during_sos', 'always'] as const;

/**
 * How access ends: never (family only), after a period, or at a chosen date and time. On an
 * invitation the periods start when it is accepted; on an existing link, when the change is saved.
 */
export const ACCESS_ENDS = ['never', 'hours24', 'days7', 'days30', 'date'] as const;
export type AccessEnd = (typeof ACCESS_ENDS)[number];
/** On a link that already ends at some moment, "keep" leaves that moment as it is. */
export const CHANGE_ENDS = ['keep', ...ACCESS_ENDS] as const;
export type ChangeEnd = (typeof CHANGE_ENDS)[number];

/** The periods in hours, as family_invites.access_duration_hours stores them. */
export const ACCESS_PERIOD_HOURS = { hours24: 24, days7: 168, days30: 720 } as const satisfies Partial<Record<AccessEnd, number>>;

/** A chosen end further away than this is a typing mistake more likely than an intention. */
export const MAX_ACCESS_YEARS = 5;

export const MAX_RELATIONSHIP_LENGTH = 100;

/**
 * The chosen end: the form sends the browser's datetime-local value, which the browser reads in
 * its own time zone; the schema turns it into an ISO instant, so the server (which parses the
 * same schema again) sees exactly the moment the person meant.
 */
const chosenEnd = z
  .string()
  .trim()
  .transform((value) => {
    if (value === '') return '';
    const time = Date.parse(value);
    return Number.isNaN(time) ? 'invalid' : new Date(time).toISOString();
  });

const grantShape = {
  relationship: z.string().trim().max(MAX_RELATIONSHIP_LENGTH, { message: 'relationship' }),
  role: z.enum(FAMILY_ROLES, { message: 'role' }),
  receiveSosAlerts: z.boolean(),
  locationAccess: z.enum(LOCATION_ACCESS, { message: 'locationAccess' }),
  viewMedical: z.boolean(),
  viewDeviceStatus: z.boolean(),
  viewActivity: z.boolean(),
  accessEnd: z.enum(ACCESS_ENDS, { message: 'accessEnd' }),
  accessEndsAt: chosenEnd,
};

type GrantValues = { role: (typeof FAMILY_ROLES)[number]; accessEnd: ChangeEnd; accessEndsAt: string };

/** A carer's access always ends; a chosen end is a real moment in the future, within reason. */
function checkEnd(values: GrantValues, ctx: z.RefinementCtx, now: () => number) {
  if (values.role === 'carer' && values.accessEnd === 'never') {
    ctx.addIssue({ code: 'custom', path: ['accessEnd'], message: 'carerNeedsEnd' });
  }
  if (values.accessEnd !== 'date') return;
  if (values.accessEndsAt === '' || values.accessEndsAt === 'invalid') {
    ctx.addIssue({ code: 'custom', path: ['accessEndsAt'], message: 'endMissing' });
    return;
  }
  const end = Date.parse(values.accessEndsAt);
  if (end <= now()) ctx.addIssue({ code: 'custom', path: ['accessEndsAt'], message: 'endInPast' });
  else if (end > now() + MAX_ACCESS_YEARS * 365.25 * 24 * 3_600_000) ctx.addIssue({ code: 'custom', path: ['accessEndsAt'], message: 'endTooFar' });
}

const clock = () => Date.now();

/** "Invite family or a carer". */
export const familyInviteSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(320, { message: 'email' }).pipe(z.email({ message: 'email' })),
    ...grantShape,
  })
  .superRefine((values, ctx) => checkEnd(values, ctx, clock));

/** "Change" on an existing link: the same grant, for the link named. */
export const familyLinkChangeSchema = z
  .object({ linkId: z.uuid({ message: 'invalid' }), ...grantShape, accessEnd: z.enum(CHANGE_ENDS, { message: 'accessEnd' }) })
  .superRefine((values, ctx) => checkEnd(values, ctx, clock));

export const familyInviteIdSchema = z.object({ inviteId: z.uuid() });
export const familyLinkStatusSchema = z.object({ linkId: z.uuid(), status: z.enum(['active', 'paused', 'revoked']) });
export const inviteTokenSchema = z.object({ token: z.string().trim().regex(/^[0-9a-f]{64}$/) });

export type FamilyInviteInput = z.input<typeof familyInviteSchema>;
export type FamilyInvite = z.output<typeof familyInviteSchema>;
export type FamilyLinkChangeInput = z.input<typeof familyLinkChangeSchema>;
export type FamilyLinkChange = z.output<typeof familyLinkChangeSchema>;
export type FamilyGrant = Omit<FamilyInvite, 'email'>;

/** "Create an account" on the invitation page: the e-mail is the invited one, taken from the token. */
export const inviteeAccountSchema = z.object({
  fullName: z.string().trim().min(1, { message: 'fullName' }).max(100, { message: 'fullName' }),
  password: z.string().min(MIN_PASSWORD_LENGTH, { message: 'passwordTooShort' }).max(MAX_PASSWORD_LENGTH, { message: 'passwordTooLong' }),
});
export type InviteeAccountInput = z.input<typeof inviteeAccountSchema>;
