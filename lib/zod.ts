import * as z from './zod-api';

// zod 4 compiles fast validators with `new Function` the first time a schema parses. Our
// Content-Security-Policy forbids eval, so in the browser that attempt is a CSP violation on
// every page with a form. Jitless parsing gives the same results without it. Import `z` from
// here, not from 'zod', in any code that can reach the browser. It is only the API the app uses
// (lib/zod-api.ts), so zod's bundle of every language's messages stays out of the pages.
z.config({ jitless: true });

export { z };
