import path from 'node:path';
import { EMAIL_TEMPLATE_KINDS, readAuthEmailSettings } from '../../local/auth/auth-config';
import { EmailTemplates, type EmailTemplateVariables } from '../../local/auth/email-templates';
import { GoTemplate, TemplateError } from '../../local/auth/go-template';

const CONFIG = path.resolve(__dirname, '..', '..', 'config.toml');
const SITE = 'http://localhost:3000';

function variables(overrides: Partial<EmailTemplateVariables> = {}): EmailTemplateVariables {
  return {
    ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=magiclink&redirect_to=x',
    Token: '123456',
    TokenHash: 'pkce_0123abcd',
    SiteURL: SITE,
    RedirectTo: `${SITE}/api/auth/confirm?next=%2Fnl%2Fmember-dashboard`,
    Email: 'ana@example.test',
    NewEmail: 'ana.new@example.test',
    Data: {},
    ...overrides,
  };
}

/** Every href in the HTML, entities decoded. */
function links(html: string): URL[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')));
}

describe('supabase/config.toml e-mail templates', () => {
  const settings = readAuthEmailSettings(CONFIG);
  const templates = new EmailTemplates(settings.templates);

  it('names a template file for every kind hosted lets us configure, and max_frequency 60s', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS.filter((k) => k !== 'reauthentication')) {
      expect(settings.templates[kind]?.content_path).toBe(path.resolve(__dirname, '..', '..', 'templates', `${kind}.html`));
    }
    expect(settings.max_frequency).toBe('60s');
  });

  const expected = { magic_link: 'email', confirmation: 'email', recovery: 'recovery', invite: 'invite', email_change: 'email_change' } as const;

  for (const [kind, type] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
    it(`${kind}: an accessible page linking to the app confirm route with token_hash and type ${type}, and the code`, () => {
      const mail = templates.render(kind, variables());
      expect(mail.subject).toContain('ICE SOS');
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const hrefs = links(mail.html);
      expect(hrefs).toHaveLength(2);
      for (const link of hrefs) {
        expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/api/auth/confirm`);
        expect(Object.fromEntries(link.searchParams)).toEqual({ next: '/nl/member-dashboard', token_hash: 'pkce_0123abcd', type });
      }
      expect(mail.text).toContain('123456');
      expect(mail.text).toContain(hrefs[0].toString());
    });
  }

  it('falls back to the site URL when no redirect was allowed (RedirectTo is the site, with or without /)', () => {
    for (const redirect of [SITE, `${SITE}/`]) {
      const [magic] = links(templates.render('magic_link', variables({ RedirectTo: redirect })).html);
      expect(magic.toString()).toBe(`${SITE}/api/auth/confirm?token_hash=pkce_0123abcd&type=email`);
      const [recovery] = links(templates.render('recovery', variables({ RedirectTo: redirect })).html);
      expect(Object.fromEntries(recovery.searchParams)).toEqual({ token_hash: 'pkce_0123abcd', type: 'recovery', next: '/auth/reset-password' });
    }
  });

  it('email_change names both addresses', () => {
    const mail = templates.render('email_change', variables());
    expect(mail.text).toContain('from ana@example.test to ana.new@example.test');
  });
});

describe('Go html/template subset', () => {
  const render = (source: string, data: Record<string, unknown>) => GoTemplate.parse(source).render(data);

  it('escapes by context: text, attribute, URL start, URL query', () => {
    const data = { V: `a&b <i>"q"</i> + ' é/?=`, U: 'javascript:alert(1)', S: 'http://x.test/p q?a=1&b=2' };
    expect(render('<p>{{ .V }}</p>', data)).toBe('<p>a&amp;b &lt;i&gt;&#34;q&#34;&lt;/i&gt; &#43; &#39; é/?=</p>');
    expect(render('<p title="{{ .V }}">', data)).toBe('<p title="a&amp;b &lt;i&gt;&#34;q&#34;&lt;/i&gt; &#43; &#39; é/?=">');
    expect(render('<a href="{{ .U }}">', data)).toBe('<a href="#ZgotmplZ">');
    expect(render('<a href="{{ .S }}">', data)).toBe('<a href="http://x.test/p%20q?a=1&amp;b=2">');
    expect(render('<a href="/r?to={{ .S }}">', data)).toBe('<a href="/r?to=http%3a%2f%2fx.test%2fp%20q%3fa%3d1%26b%3d2">');
  });

  it('if / else if / else, eq with several values, not/and/or, printf, nested fields, trimming, comments', () => {
    const source = '{{/* c */ -}}\n{{ if eq .A "x" "y" }}one{{ else if and .B (not .C) }}two{{ else }}three{{ end }} {{- printf "%s!" .D.e -}} .';
    expect(render(source, { A: 'y', D: { e: 'hi' } })).toBe('onehi!.');
    expect(render(source, { A: 'z', B: 1, C: '', D: {} })).toBe('two!.');
    expect(render(source, { A: 'z', B: 1, C: 'c', D: { e: 2 } })).toBe('three2!.');
    expect(render('{{ .Missing }}|{{ .Data }}', { Data: { b: 2, a: 'x' } })).toBe('|map[a:x b:2]');
  });

  it('refuses what it cannot render like hosted, at parse time', () => {
    for (const source of ['{{ range .X }}{{ end }}', '{{ $x := 1 }}', '{{ .A | html }}', '{{ if .A }}', '{{ end }}', '{{ len .A }}', '<a {{ .A }}>']) {
      expect(() => render(source, { A: 'a' })).toThrow(TemplateError);
    }
  });
});
