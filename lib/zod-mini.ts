import * as z from './zod-mini-api';

// zod/mini: the same validation core as lib/zod.ts without classic zod's methods on every schema,
// about a third of its bytes. For what the SOS button's first load needs (the offline stores it
// reads and writes, docs/architecture.md#the-offline-app), so the button works sooner on a slow
// phone (issue 48); the rest of the app keeps lib/zod. Jitless for the same reason as there: the
// Content-Security-Policy forbids eval.
z.config({ jitless: true });

export { z };
