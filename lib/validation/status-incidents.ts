import { INCIDENT_IMPACTS, INCIDENT_STATUSES, STATUS_COMPONENTS } from '@/lib/status/summary';
import { z } from '@/lib/zod';

/**
 * What admins write for the public status page (docs/product.md#status-page): one schema per form
 * for instant feedback and the server action's real check. The database checks the same bounds and
 * choices again (open_status_incident, post_status_incident_update: ICE96, ICE97), so a crafted
 * request that skips the form is refused there too. Messages are keys of `AdminStatus.errors`; the
 * forms pass the bounds below as {max}.
 */
export const STATUS_INCIDENT_LIMITS = { title: { max: 200 }, body: { max: 2000 } } as const;

export type StatusIncidentErrorKey = 'titleRequired' | 'titleTooLong' | 'bodyRequired' | 'bodyTooLong' | 'impact' | 'components' | 'status' | 'invalid';

const msg = (key: StatusIncidentErrorKey) => ({ message: key });

// A missing or non-text field (a crafted request) gets the same message as an empty one.
const body = () =>
  z.string(msg('bodyRequired')).trim().min(1, msg('bodyRequired')).max(STATUS_INCIDENT_LIMITS.body.max, msg('bodyTooLong'));

export const openStatusIncidentSchema = z.object({
  title: z.string(msg('titleRequired')).trim().min(1, msg('titleRequired')).max(STATUS_INCIDENT_LIMITS.title.max, msg('titleTooLong')),
  impact: z.enum(INCIDENT_IMPACTS, msg('impact')),
  // Each once, in the order the status page lists components (a crafted request may repeat one).
  components: z
    .array(z.enum(STATUS_COMPONENTS, msg('components')), msg('components'))
    .min(1, msg('components'))
    .transform((chosen) => STATUS_COMPONENTS.filter((component) => chosen.includes(component))),
  body: body(),
});

export type OpenStatusIncidentInput = z.input<typeof openStatusIncidentSchema>;
export type OpenStatusIncidentValues = z.output<typeof openStatusIncidentSchema>;

export const postStatusIncidentUpdateSchema = z.object({
  incidentId: z.uuid(msg('invalid')),
  status: z.enum(INCIDENT_STATUSES, msg('status')),
  body: body(),
});

export type PostStatusIncidentUpdateInput = z.input<typeof postStatusIncidentUpdateSchema>;
export type PostStatusIncidentUpdateValues = z.output<typeof postStatusIncidentUpdateSchema>;
