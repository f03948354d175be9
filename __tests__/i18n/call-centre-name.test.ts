/** @jest-environment node */
/**
 * The Spain call centre has one name per language (the catalogue's, supabase/seed.sql): Spanish
 * "Central de Atención España", "la central de atención"; Dutch "Meldkamer Spanje", "de meldkamer".
 * Spanish pages once called it central, centralita and centro de llamadas, and Emma asked about
 * "el servicio de la central". This reads every message and every text Emma answers with.
 */
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { phrases } from '@/supabase/functions/ai-chat/knowledge/phrases';
import { knowledge } from '@/supabase/functions/ai-chat/retrieval';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** What people read in one language: its messages, Emma's fact sheets and her fixed sentences. */
function textsOf(language: 'nl' | 'es', messages: Tree): [string, string][] {
  const say = phrases[language];
  return [
    ...flatten(messages),
    ...knowledge[language].map((entry) => [`ai-chat knowledge ${entry.id}`, `${entry.title} ${entry.answer}`] as [string, string]),
    ...[say.refuseInstructions, say.noMatch, say.greeting].map((text, index) => [`ai-chat phrase ${index}`, text] as [string, string]),
  ];
}

/** Other names the service has had, as whole words ("meldkamermedewerkers" is the one name's compound). */
const OTHER_NAMES = {
  es: /centralita|centro de (llamadas|atención)|central de llamadas|call ?cent(re|er)|(?<!\p{L})central(?! de atención)(?!\p{L})/iu,
  nl: /callcenter|call cent(re|er)|meldcentrale|alarmcentrale|meldkamerdienst|meldkamerservice/i,
} as const;

describe.each([
  ['es', es],
  ['nl', nl],
] as const)('%s: one name for the Spain call centre', (language, messages) => {
  it('is the only name used, in the messages and in what Emma says', () => {
    // ICU argument names ({callCentre, select, …}) are code, not words anyone reads.
    const readable = (text: string) => text.replace(/\{\s*\w+\s*(,\s*(select|plural|selectordinal)\s*,)?/g, '{');
    const others = textsOf(language, messages as Tree).filter(([, text]) => OTHER_NAMES[language].test(readable(text)));
    expect(others.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('names the service as the Spain page titles it', () => {
    const name = messages.RegionalCentre.title;
    expect(name).toBe(language === 'es' ? 'Central de Atención España' : 'Meldkamer Spanje');
    expect(messages.Registration.emma.spainServiceOffer).toContain(name);
    expect(messages.Registration.emma.hints.spainServicePrice).toContain(name);
    expect(messages.Registration.summary.spainService).toBe(name);
  });
});
