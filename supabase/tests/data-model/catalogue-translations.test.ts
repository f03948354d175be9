/**
 * The shipped catalogue in Dutch and Spanish (docs/product.md#data: `translations`, English stays
 * canonical). /nl and /es showed plans, the pendant and the Spain call centre in English because
 * the catalogue carried no Dutch or Spanish. Two databases of their own:
 * - a fresh one, migrations then supabase/seed.sql: every active plan, product and regional
 *   service has a Dutch and a Spanish description and every feature, none of them the English
 *   text, and a translated name unless the name is a brand name listed below; the public pages'
 *   reader (lib/data/catalogue.ts) gives those texts on /nl and /es;
 * - one like production before migration 20261129000300_catalogue_translations: the shipped rows
 *   in English only, some changed by an admin, then the migration (and the migration once more).
 *   It gives the untouched rows exactly the seed's texts and leaves an admin's edits alone.
 * A shared server would not do: other test files leave catalogue rows of their own behind.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { getCatalogue } from '@/lib/data/catalogue';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';
import { closeClients, makeClient, spawnLocalServer, SERVER_START_TIMEOUT_MS, type LocalServerProcess } from '../helpers';
import { PROJECT_ROOT } from '../helpers/local-server-process';

jest.setTimeout(3 * SERVER_START_TIMEOUT_MS);

type Table = 'subscription_plans' | 'products' | 'regional_services';
type Texts = { name?: string; description?: string; features?: string[] };
type Row = { id: string; name: string; description: string | null; features: unknown; translations: Partial<Record<'nl' | 'es', Texts>> };

const TABLES: Table[] = ['subscription_plans', 'products', 'regional_services'];
const LANGUAGES = ['nl', 'es'] as const;

/**
 * Names shown in English on /nl and /es too, and why. Every other name needs a translated one.
 * The global plans' names are brand names: billing, Stripe invoices, the member area and
 * messages/*.json (e.g. "Family Connection y Premium Protection permiten hasta 5") show them
 * untranslated, so a translated name would give one plan two names in one language.
 */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  'Personal Account': 'brand name of a plan, untranslated across the product',
  'Premium Protection': 'brand name of the core plan, untranslated across the product (the core-plan rule reads it too)',
  'Family Connection': 'brand name of a plan, untranslated across the product',
  'Family Sharing': 'brand name of the per-person add-on, untranslated across the product (checkout finds it by it)',
  'Guardian Wellness': 'brand name of a plan, untranslated across the product',
};

const APP_MIGRATIONS = path.join(PROJECT_ROOT, 'supabase', 'migrations');
const SEED = path.join(PROJECT_ROOT, 'supabase', 'seed.sql');
const MIGRATION = path.join(APP_MIGRATIONS, '20261129000300_catalogue_translations.sql');

const clusterUrl = process.env.DATABASE_URL;
const databases: string[] = [];
const servers: LocalServerProcess[] = [];
let scratch: string | undefined;
/** Migrations, then the seed: what `npm run db:reset` makes. */
let fresh: LocalServerProcess;

/** A database of its own: memory on the PGlite pass, a new database in the run's cluster on the PostgreSQL pass. */
async function newDatabase(label: string): Promise<string> {
  if (!clusterUrl) return 'memory://';
  const name = `catalogue_${label}_${process.pid}`;
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(label: string, migrationsDirs: string[], seedFiles: string[]): Promise<LocalServerProcess> {
  const server = await spawnLocalServer({ database: await newDatabase(label), migrationsDirs, seedFiles });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  fresh = await start('fresh', [APP_MIGRATIONS], [SEED]);
});

afterAll(async () => {
  await closeClients();
  await Promise.all(servers.map((server) => server.stop()));
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (clusterUrl && databases.length > 0) {
    const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
    for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

async function rows(server: LocalServerProcess, table: Table, key: 'publishableKey' | 'secretKey' = 'publishableKey'): Promise<Row[]> {
  let query = makeClient(server[key], {}, server).from(table).select('id, name, description, features, translations').order('id');
  // What the public pages list (lib/data/catalogue.ts): active rows; products also by status.
  if (table === 'products') query = query.eq('is_active', true).in('status', ['active', 'coming_soon']);
  else query = query.eq('is_active', true);
  const { data, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as Row[];
}

const englishFeatures = (row: Row) => (Array.isArray(row.features) ? row.features.filter((feature): feature is string => typeof feature === 'string') : []);
const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/** What is missing or untranslated in one row, as readable lines (empty: all good). */
function problemsOf(table: Table, row: Row): string[] {
  const problems: string[] = [];
  const where = `${table} "${row.name}"`;
  for (const language of LANGUAGES) {
    const texts = row.translations?.[language] ?? {};
    if (blank(texts.name) || texts.name === row.name) {
      if (!Object.hasOwn(ENGLISH_NAMES, row.name)) problems.push(`${where}: no ${language} name (and not a listed brand name)`);
    }
    if (row.description !== null) {
      if (blank(texts.description)) problems.push(`${where}: no ${language} description`);
      else if (texts.description === row.description) problems.push(`${where}: ${language} description is the English one`);
    }
    const english = englishFeatures(row);
    const translated = texts.features ?? [];
    if (translated.length !== english.length) problems.push(`${where}: ${translated.length} ${language} features for ${english.length} English ones`);
    english.forEach((feature, index) => {
      const own = translated[index];
      if (blank(own)) problems.push(`${where}: no ${language} text for feature "${feature}"`);
      else if (own === feature) problems.push(`${where}: ${language} feature "${feature}" is the English one`);
    });
  }
  return problems;
}

describe('a fresh database (migrations, then the seed)', () => {
  it('has Dutch and Spanish for every active plan, product and regional service', async () => {
    const problems: string[] = [];
    let count = 0;
    for (const table of TABLES) {
      const found = await rows(fresh, table);
      expect(found.length).toBeGreaterThan(0);
      count += found.length;
      for (const row of found) problems.push(...problemsOf(table, row));
    }
    expect(problems).toEqual([]);
    expect(count).toBe(8);
  });

  it('lists only brand names that the catalogue has, so the exceptions cannot go stale', async () => {
    const names = (await rows(fresh, 'subscription_plans')).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(ENGLISH_NAMES)));
  });

  it('gives the Spain call centre one name per language, the one messages/*.json use', async () => {
    const messages = { nl, es };
    const spain = [...(await rows(fresh, 'subscription_plans')).filter((row) => row.name === 'Call Centre Spain'), ...(await rows(fresh, 'regional_services'))];
    expect(spain).toHaveLength(2);
    for (const language of LANGUAGES) {
      for (const row of spain) expect(row.translations[language]?.name).toBe(messages[language].RegionalCentre.title);
    }
    const [pendant] = await rows(fresh, 'products');
    for (const language of LANGUAGES) expect(pendant.translations[language]?.name).toBe(messages[language].Pendant.title);
  });

  it.each(LANGUAGES)('the public pages read the %s texts (lib/data/catalogue.ts), English names kept as canonicalName', async (language) => {
    const anon = makeClient(fresh.publishableKey, {}, fresh);
    const [shown, english] = await Promise.all([getCatalogue(anon, language), getCatalogue(anon, 'en')]);
    const stored = new Map((await Promise.all(TABLES.map((table) => rows(fresh, table)))).flat().map((row) => [row.id, row.translations[language] ?? {}]));
    const items = [...(shown.plans ?? []), ...(shown.products ?? []), ...(shown.regionalServices ?? [])];
    const originals = new Map([...(english.plans ?? []), ...(english.products ?? []), ...(english.regionalServices ?? [])].map((item) => [item.id, item]));
    expect(items).toHaveLength(8);
    for (const item of items) {
      const texts = stored.get(item.id) ?? {};
      const original = originals.get(item.id);
      expect({ id: item.id, description: item.description }).toEqual({ id: item.id, description: texts.description });
      expect(item.description).not.toBe(original?.description);
      // Products show their first six features (docs/product.md#limits-and-constants).
      expect(texts.features?.slice(0, item.features.length)).toEqual(item.features);
      expect(item.features.filter((feature) => original?.features.includes(feature))).toEqual([]);
      expect(item.name).toBe(texts.name ?? original?.name);
    }
    expect(shown.plans?.map((plan) => plan.canonicalName)).toEqual(english.plans?.map((plan) => plan.name));
    expect(shown.regionalServices?.map((service) => service.name)).toEqual([language === 'nl' ? 'Meldkamer Spanje' : 'Central de Atención España']);
  });
});

/** A SQL string literal. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const json = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`;

describe('migration 20261129000300 on a database like production', () => {
  const PERSONAL = 'b0000000-0000-4000-8000-000000000001';
  const PREMIUM = 'b0000000-0000-4000-8000-000000000002';
  const FAMILY_CONNECTION = 'b0000000-0000-4000-8000-000000000003';
  const FAMILY_SHARING = 'b0000000-0000-4000-8000-000000000004';
  const WELLNESS = 'b0000000-0000-4000-8000-000000000005';
  const PENDANT = 'c0000000-0000-4000-8000-000000000001';
  const OTHER = 'e0000000-0000-4000-8000-000000000001';
  const ownDutch = { nl: { description: 'Eigen tekst van de beheerder.' } };
  const ownNames = { nl: { name: 'Hanger van de beheerder' }, es: { name: 'Colgante del administrador' } };

  let seeded: Map<string, Row>;
  let production: LocalServerProcess;

  beforeAll(async () => {
    const shipped = (await Promise.all(TABLES.map(async (table) => (await rows(fresh, table, 'secretKey')).map((row) => ({ table, row }))))).flat();
    seeded = new Map(shipped.map(({ row }) => [row.id, row]));

    // Before the migration: the shipped rows in English only, as production got them, and then an admin's changes.
    const inserts = shipped.map(({ table, row }) => {
      const region = table === 'regional_services' ? ', region' : '';
      const regionValue = table === 'regional_services' ? ", 'es'" : '';
      return `insert into public.${table} (id, name, description, features, price${region}) values (${literal(row.id)}, ${literal(row.name)}, ${row.description === null ? 'null' : literal(row.description)}, ${json(row.features)}, 1${regionValue});`;
    });
    const personal = seeded.get(PERSONAL)!;
    const before = [
      ...inserts,
      `update public.subscription_plans set description = 'Our best plan, edited by an admin.' where id = '${PREMIUM}';`,
      `update public.subscription_plans set translations = ${json(ownDutch)} where id = '${FAMILY_CONNECTION}';`,
      `update public.subscription_plans set features = features || '["A feature an admin added"]'::jsonb where id = '${FAMILY_SHARING}';`,
      `update public.subscription_plans set translations = '{"es": {}}'::jsonb where id = '${WELLNESS}';`,
      `update public.products set translations = ${json(ownNames)} where id = '${PENDANT}';`,
      // Same English as a shipped plan, another id: an admin's own row.
      `insert into public.subscription_plans (id, name, description, features, price) values ('${OTHER}', ${literal(personal.name)}, ${literal(personal.description ?? '')}, ${json(personal.features)}, 1);`,
    ].join('\n');
    // After the migration: count every catalogue update, then run the migration a second time.
    const counter = `
      create table public.test_catalogue_updates (updates integer not null);
      insert into public.test_catalogue_updates values (0);
      grant select on public.test_catalogue_updates to service_role;
      create function public.test_count_catalogue_update() returns trigger language plpgsql as $$
      begin update public.test_catalogue_updates set updates = updates + 1; return null; end $$;
      ${TABLES.map((table) => `create trigger test_count_updates after update on public.${table} for each row execute function public.test_count_catalogue_update();`).join('\n')}
    `;
    scratch = await mkdtemp(path.join(tmpdir(), 'catalogue-translations-'));
    await writeFile(path.join(scratch, '20261129000299_test_production_catalogue.sql'), before);
    await writeFile(path.join(scratch, '20261129000301_test_count_catalogue_updates.sql'), counter);
    await writeFile(path.join(scratch, '20261129000302_test_catalogue_translations_again.sql'), await readFile(MIGRATION, 'utf8'));
    production = await start('production', [APP_MIGRATIONS, scratch], []);
  });

  async function translationsOf(table: Table, id: string) {
    const { data, error } = await makeClient(production.secretKey, {}, production).from(table).select('translations').eq('id', id).single();
    if (error) throw new Error(error.message);
    return (data as { translations: Row['translations'] }).translations;
  }

  it('gives every untouched shipped row the seed’s Dutch and Spanish', async () => {
    for (const [id, row] of seeded) {
      if ([PREMIUM, FAMILY_CONNECTION, FAMILY_SHARING, PENDANT].includes(id)) continue;
      const table: Table = id.startsWith('b') ? 'subscription_plans' : id.startsWith('c') ? 'products' : 'regional_services';
      expect({ id, translations: await translationsOf(table, id) }).toEqual({ id, translations: row.translations });
    }
  });

  it('leaves rows whose English an admin changed, and the languages an admin translated', async () => {
    expect(await translationsOf('subscription_plans', PREMIUM)).toEqual({});
    expect(await translationsOf('subscription_plans', FAMILY_SHARING)).toEqual({});
    expect(await translationsOf('subscription_plans', FAMILY_CONNECTION)).toEqual({ ...ownDutch, es: seeded.get(FAMILY_CONNECTION)!.translations.es });
    expect(await translationsOf('products', PENDANT)).toEqual(ownNames);
    expect(await translationsOf('subscription_plans', OTHER)).toEqual({});
  });

  it('changes nothing when it runs again', async () => {
    const { data, error } = await makeClient(production.secretKey, {}, production).from('test_catalogue_updates').select('updates').single();
    expect(error).toBeNull();
    expect(data).toEqual({ updates: 0 });
  });
});
