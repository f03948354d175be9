/** @jest-environment node */
import { GoTemplate, TemplateError } from '../auth/go-template';

/*
 * The local server's subset of Go's html/template (auth/go-template.ts of this package), which
 * renders the auth e-mail templates as GoTrue does on hosted Supabase.
 */
const render = (source: string, data: Record<string, unknown>) => GoTemplate.parse(source).render(data);

describe('Go html/template subset', () => {
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

describe('choosing a language from user_metadata (.Data), as the auth e-mails do', () => {
  const chooser =
    '<html lang="{{ if eq .Data.preferred_language "es" }}es{{ else if eq .Data.preferred_language "nl" }}nl{{ else }}en{{ end }}">' +
    '{{ if eq .Data.preferred_language "es" }}Hola{{ else if eq .Data.preferred_language "nl" }}Hallo{{ else }}Hello{{ end }}';

  it.each([
    [{ preferred_language: 'es' }, '<html lang="es">Hola'],
    [{ preferred_language: 'nl', full_name: 'Els' }, '<html lang="nl">Hallo'],
    [{ preferred_language: 'en' }, '<html lang="en">Hello'],
    [{ preferred_language: 'fr' }, '<html lang="en">Hello'],
  ])('takes the else-if branch of the stored language: %j', (data, expected) => {
    expect(render(chooser, { Data: data })).toBe(expected);
  });

  it('falls back to the last branch when the key is missing or null, or .Data is empty (Go: nil equals no string)', () => {
    for (const data of [{}, { full_name: 'Ana' }, { preferred_language: null }]) {
      expect(render(chooser, { Data: data })).toBe('<html lang="en">Hello');
    }
    expect(render('{{ if eq .Data.preferred_language "es" }}es{{ else }}en{{ end }}', {})).toBe('en');
  });

  it('ne is the opposite of eq, and nil equals only nil', () => {
    expect(render('{{ if ne .Data.preferred_language "es" }}other{{ else }}es{{ end }}', { Data: { preferred_language: 'es' } })).toBe('es');
    expect(render('{{ if ne .Data.preferred_language "es" }}other{{ else }}es{{ end }}', { Data: {} })).toBe('other');
    expect(render('{{ if eq .Data.a .Data.b }}same{{ end }}', { Data: {} })).toBe('same');
  });

  it('fails, as Go does, comparing a non-string value of .Data with a string, or two maps', () => {
    for (const value of [5, true, { code: 'es' }, ['es']]) {
      expect(() => render('{{ if eq .Data.preferred_language "es" }}es{{ end }}', { Data: { preferred_language: value } })).toThrow(TemplateError);
    }
    expect(() => render('{{ if eq .Data.a .Data.b }}{{ end }}', { Data: { a: {}, b: {} } })).toThrow(TemplateError);
    expect(() => render('{{ if eq .Data.a }}{{ end }}', { Data: { a: 'x' } })).toThrow(/missing argument/);
    // Go stops at the first equal argument, before it would reach an incomparable one.
    expect(render('{{ if eq .Data.a "x" .Data.b }}x{{ end }}', { Data: { a: 'x', b: 5 } })).toBe('x');
  });
});
