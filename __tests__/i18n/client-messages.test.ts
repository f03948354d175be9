/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clientNamespacesOf } from '@/__tests__/support/client-namespaces';
import { MEMBER_SHELL_NAMESPACES, SITE_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';

/**
 * Every page sends the browser only SITE_CLIENT_NAMESPACES; the areas that need more wrap their
 * content in <FullClientMessages>. A client component that reads a namespace the browser was not
 * given shows its keys instead of text, so these checks fail before that can ship.
 */
const appDir = path.resolve(__dirname, '..', '..', 'app', '[locale]');
const SITE_GROUPS = ['(home)', '(public)', '[...rest]'];
const FULL_MESSAGE_GROUPS = ['(member)', '(admin)', '(auth)', '(visitor)'];
/** Where a group's whole catalogue is given, when not in its own layout. */
const FULL_MESSAGE_LAYOUTS: Record<string, string> = { '(member)': '(pages)/layout.tsx' };

/** The files Next renders for a route: its page and the loading, error and layout files around it. */
const ROUTE_FILES = new Set(['page.tsx', 'loading.tsx', 'error.tsx', 'not-found.tsx', 'layout.tsx', 'template.tsx']);

function routeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesUnder(full);
    return ROUTE_FILES.has(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(path.resolve(__dirname, '..', '..'), file);
const siteRouteFiles = SITE_GROUPS.flatMap((group) => routeFilesUnder(path.join(appDir, group))).map(relative);
const siteEntries = ['app/[locale]/layout.tsx', 'app/[locale]/error.tsx', 'app/[locale]/not-found.tsx', ...siteRouteFiles];

describe('the messages the browser gets', () => {
  it('the site-wide namespaces are exactly those the layout and the cached public pages read in the browser', () => {
    expect([...clientNamespacesOf(siteEntries)].sort()).toEqual([...SITE_CLIENT_NAMESPACES].sort());
  });

  it('every other page sits in a group that gives its client components the whole catalogue', () => {
    const groups = readdirSync(appDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(groups.sort()).toEqual([...SITE_GROUPS, ...FULL_MESSAGE_GROUPS].sort());
    for (const group of FULL_MESSAGE_GROUPS) {
      expect(readFileSync(path.join(appDir, group, FULL_MESSAGE_LAYOUTS[group] ?? 'layout.tsx'), 'utf8')).toContain('<FullClientMessages>');
    }
  });

  it('the member area gives /sos and its frame only the namespaces they read, and every other member page the whole catalogue', () => {
    const memberDir = path.join(appDir, '(member)');
    const sosEntries = ['layout.tsx', 'loading.tsx', 'sos/page.tsx'].map((file) => relative(path.join(memberDir, file)));
    expect([...clientNamespacesOf(sosEntries)].sort()).toEqual([...MEMBER_SHELL_NAMESPACES].sort());
    expect(readFileSync(path.join(memberDir, 'layout.tsx'), 'utf8')).toContain('MEMBER_SHELL_NAMESPACES');
    // Nothing else beside /sos: a new member page belongs in (pages), under the whole catalogue.
    const beside = readdirSync(memberDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(beside.sort()).toEqual(['(pages)', 'sos']);
  });

  it('picks whole namespaces and ignores names the catalogue lacks', () => {
    const picked = pickNamespaces(en, ['Nav', 'NoSuchNamespace']);
    expect(Object.keys(picked)).toEqual(['Nav']);
    expect(picked.Nav).toBe(en.Nav);
  });

  it('leaves most of the catalogue out of every page', () => {
    const all = JSON.stringify(en).length;
    const site = JSON.stringify(pickNamespaces(en, SITE_CLIENT_NAMESPACES)).length;
    expect(site / all).toBeLessThan(0.35);
  });
});
