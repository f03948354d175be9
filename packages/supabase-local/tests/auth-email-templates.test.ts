/** @jest-environment node */
import path from 'node:path';
import { EMAIL_TEMPLATE_KINDS, readAuthEmailSettings } from '../auth/auth-config';
import { EmailTemplates, type EmailTemplateVariables } from '../auth/email-templates';
import { defaultPaths, projectRoot } from '../project-paths';

/*
 * Our auth e-mails (supabase/templates, named in supabase/config.toml) as the local server renders
 * them, the same way GoTrue does on hosted: each in the language of the user's metadata
 * (`preferred_language`, written at sign-up), English without one; the one-time code only where a
 * page of ours takes it (supabase/templates/README.md).
 */
// The app's own templates, found the way the server finds them: in the project it serves (the
// working directory, which Jest sets to the app's root).
const ROOT = projectRoot();
const CONFIG = defaultPaths(ROOT).configFile;
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

const settings = readAuthEmailSettings(CONFIG);
const templates = new EmailTemplates(settings.templates);

type Kind = 'confirmation' | 'invite' | 'magic_link' | 'recovery' | 'email_change';
type Language = 'en' | 'nl' | 'es';

/** The link's `type` per kind, and whether a page of ours takes the mail's code (verifyOtp with a token). */
const KINDS: Record<Kind, { type: string; codeTakenBy: string | null }> = {
  confirmation: { type: 'email', codeTakenBy: null },
  invite: { type: 'invite', codeTakenBy: null },
  magic_link: { type: 'email', codeTakenBy: 'components/auth/one-time-code-form.tsx' },
  recovery: { type: 'recovery', codeTakenBy: 'components/auth/forgot-password-form.tsx' },
  email_change: { type: 'email_change', codeTakenBy: null },
};

/** Each mail's subject and one key sentence, per language. */
const EXPECTED: Record<Kind, Record<Language, { subject: string; sentence: string }>> = {
  confirmation: {
    en: { subject: 'Confirm your e-mail address for ICE SOS', sentence: 'Confirm that this e-mail address is yours to finish creating your account.' },
    nl: { subject: 'Bevestig uw e-mailadres voor ICE SOS', sentence: 'Bevestig dat dit e-mailadres van u is om het aanmaken van uw account af te ronden.' },
    es: {
      subject: 'Confirme su dirección de correo electrónico para ICE SOS',
      sentence: 'Confirme que esta dirección de correo electrónico es suya para terminar de crear su cuenta.',
    },
  },
  invite: {
    en: { subject: 'You have been invited to ICE SOS', sentence: 'You have been invited to create an ICE SOS account.' },
    nl: { subject: 'U bent uitgenodigd voor ICE SOS', sentence: 'U bent uitgenodigd om een ICE SOS-account aan te maken.' },
    es: { subject: 'Le han invitado a ICE SOS', sentence: 'Le han invitado a crear una cuenta de ICE SOS.' },
  },
  magic_link: {
    en: { subject: 'Your ICE SOS sign-in link', sentence: 'Or enter this code on the sign-in page:' },
    nl: { subject: 'Uw inloglink voor ICE SOS', sentence: 'Of vul deze code in op de inlogpagina:' },
    es: { subject: 'Su enlace para iniciar sesión en ICE SOS', sentence: 'O escriba este código en la página de inicio de sesión:' },
  },
  recovery: {
    en: { subject: 'Reset your ICE SOS password', sentence: 'Or enter this code on the password reset page:' },
    nl: { subject: 'Stel uw ICE SOS-wachtwoord opnieuw in', sentence: 'Of vul deze code in op de pagina om uw wachtwoord opnieuw in te stellen:' },
    es: { subject: 'Restablezca su contraseña de ICE SOS', sentence: 'O escriba este código en la página para restablecer la contraseña:' },
  },
  email_change: {
    en: { subject: 'Confirm your new e-mail address for ICE SOS', sentence: 'from ana@example.test to ana.new@example.test' },
    nl: { subject: 'Bevestig uw nieuwe e-mailadres voor ICE SOS', sentence: 'van ana@example.test in ana.new@example.test' },
    es: { subject: 'Confirme su nueva dirección de correo electrónico para ICE SOS', sentence: 'de ana@example.test a ana.new@example.test' },
  },
};

/** A line asking for a code, in any of our languages. */
const CODE_LINE = /enter this code|vul deze code in|escriba este código/i;
const LANGUAGES: Language[] = ['en', 'nl', 'es'];

describe('supabase/config.toml e-mail templates', () => {
  it('names a template file for every kind hosted lets us configure, and max_frequency 60s', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS.filter((k) => k !== 'reauthentication')) {
      expect(settings.templates[kind]?.content_path).toBe(path.join(ROOT, 'supabase', 'templates', `${kind}.html`));
    }
    expect(settings.max_frequency).toBe('60s');
  });

  for (const [kind, { type, codeTakenBy }] of Object.entries(KINDS) as Array<[Kind, (typeof KINDS)[Kind]]>) {
    it(`${kind}: an accessible page linking to the app confirm route with token_hash and type ${type}${codeTakenBy ? ', and the code' : ', without a code'}`, () => {
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
      expect(mail.text).toContain(hrefs[0].toString());
      if (codeTakenBy) expect(mail.text).toContain('123456');
      else expect(mail.text).not.toContain('123456');
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
});

describe('each auth e-mail in the language of the user’s metadata', () => {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    for (const language of LANGUAGES) {
      it(`${kind} in ${language}: subject, html lang, key sentence; no other language's sentence`, () => {
        const mail = templates.render(kind, variables({ Data: { full_name: 'Ana', preferred_language: language } }));
        const expected = EXPECTED[kind][language];
        expect(mail.subject).toBe(expected.subject);
        expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}">`));
        expect(mail.text).toContain(expected.sentence);
        for (const other of LANGUAGES.filter((l) => l !== language)) {
          expect(mail.subject).not.toBe(EXPECTED[kind][other].subject);
          expect(mail.text).not.toContain(EXPECTED[kind][other].sentence);
        }
        // The link and the brand stay the same in every language.
        expect(links(mail.html)).toEqual(links(templates.render(kind, variables()).html));
        expect(mail.text).toContain('ICE SOS');
      });
    }

    it(`${kind}: English without a language in the metadata (users from before), or with one we do not offer`, () => {
      for (const Data of [{}, { full_name: 'Ana' }, { preferred_language: 'fr' }]) {
        const mail = templates.render(kind, variables({ Data }));
        expect(mail.subject).toBe(EXPECTED[kind].en.subject);
        expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
        expect(mail.text).toContain(EXPECTED[kind].en.sentence);
      }
    });

    it(`${kind}: ${KINDS[kind].codeTakenBy ? `shows the code, which ${KINDS[kind].codeTakenBy} takes` : 'asks for no code, since no page takes one'}, in every language`, () => {
      for (const language of LANGUAGES) {
        const mail = templates.render(kind, variables({ Data: { preferred_language: language } }));
        expect(CODE_LINE.test(mail.text)).toBe(KINDS[kind].codeTakenBy !== null);
        expect(mail.text.includes('123456')).toBe(KINDS[kind].codeTakenBy !== null);
        expect(mail.html).not.toMatch(/where you signed up/i);
      }
    });
  }

  it('the Spanish confirmation reads as one Spanish e-mail (usted)', () => {
    const mail = templates.render('confirmation', variables({ Data: { preferred_language: 'es' } }));
    const words = mail.text.replace(/https?:\/\/\S+/g, '');
    expect(words).toContain('Le damos la bienvenida a ICE SOS.');
    expect(words).toContain('Confirmar mi dirección de correo');
    expect(words).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
    expect(words).toContain('Si usted no ha creado una cuenta de ICE SOS, puede ignorar este correo.');
    expect(words).not.toMatch(/\b(the|your|you|code)\b/i);
  });
});
