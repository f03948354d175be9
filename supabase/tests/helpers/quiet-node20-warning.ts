/**
 * supabase-js warns on every import under Node 20 that Node 20 is deprecated. The project pins
 * Node 20 on purpose, so in tests that one line is noise; every other warning still prints.
 */
const original = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  original(...args);
};

export {};
