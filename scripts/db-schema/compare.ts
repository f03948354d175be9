/**
 * What differs between the committed supabase/schema.sql and the one the migrations make, named
 * by object (`+ FUNCTION private.foo()`), so a failed check says what a migration changed without
 * a thousand-line diff.
 */
import { describeEntry, entryKey, parseDump } from './dump-entries';

/** Everything before the first object: the generated header. */
function headerOf(text: string): string[] {
  const firstTitle = text.search(/^--\n-- Name: /m);
  return (firstTitle < 0 ? text : text.slice(0, firstTitle)).split('\n').filter((line) => line.trim() !== '');
}

/**
 * One line per difference: `+` made by the migrations but missing from the file, `-` in the file
 * but no longer made, `~` in both with other SQL; header lines likewise. Empty when equal.
 */
export function schemaDifferences(committed: string, generated: string): string[] {
  if (committed === generated) return [];
  const lines: string[] = [];
  const oldHeader = headerOf(committed);
  const newHeader = headerOf(generated);
  for (const line of oldHeader) if (!newHeader.includes(line)) lines.push(`- header: ${line}`);
  for (const line of newHeader) if (!oldHeader.includes(line)) lines.push(`+ header: ${line}`);

  const oldEntries = new Map(parseDump(committed).map((entry) => [entryKey(entry), entry]));
  const newEntries = new Map(parseDump(generated).map((entry) => [entryKey(entry), entry]));
  for (const [key, entry] of newEntries) {
    const old = oldEntries.get(key);
    if (!old) lines.push(`+ ${describeEntry(entry)}`);
    else if (old.sql !== entry.sql) lines.push(`~ ${describeEntry(entry)}`);
  }
  for (const [key, entry] of oldEntries) if (!newEntries.has(key)) lines.push(`- ${describeEntry(entry)}`);

  // Same objects, same header, other bytes: hand edits to spacing, or objects in another order.
  if (lines.length === 0) lines.push('~ the same objects, laid out or ordered differently');
  return lines;
}
