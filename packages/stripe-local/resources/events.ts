import type { JsonObject } from '../core/json';
import { resourceMissing } from '../http/errors';
import { createdFilter, paginate } from '../http/list';
import type { Route } from '../http/route';

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/events/:id',
    allowed: [],
    handle: ({ ctx, path }) => {
      const event = ctx.state.events[path.id];
      if (!event) throw resourceMissing('event', path.id);
      return event;
    },
  },
  {
    method: 'GET',
    pattern: '/v1/events',
    allowed: ['created', 'delivery_success', 'type', 'types'],
    list: true,
    handle: ({ ctx, params }) => {
      const type = params.string('type');
      const types = params.strings('types');
      const created = createdFilter(params);
      // `type` accepts Stripe's `*` wildcard: `customer.subscription.*`.
      const pattern = type ? new RegExp(`^${type.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`) : null;
      const events = Object.values(ctx.state.events)
        .map((event) => ({ event, id: String(event.id), created: Number(event.created) }))
        .filter(({ event, created: at }) => (!pattern || pattern.test(String(event.type))) && (!types || types.includes(String(event.type))) && created(at));
      return paginate(params, events, 'event', '/v1/events', ({ event }): JsonObject => event);
    },
  },
];
