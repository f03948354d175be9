import { render, screen, within } from '@testing-library/react';
import { SectionLinks } from '@/components/full-dashboard/section-links';
import { resolveServer } from '../home/server-render';
import { withIntl } from '../test-intl';

jest.mock('next-intl/server', () => jest.requireActual('../home/mocks').nextIntlServerMock());

/** The full dashboard's other sections, each a link with one line saying what is there. */
describe("the full dashboard's section links", () => {
  it.each([
    ['en', '', 'Drills', 'Test your alarm, see who it reached, and schedule a monthly drill.'],
    ['nl', '/nl', 'Oefeningen', 'Test uw alarm, zie wie het bereikte en plan een maandelijkse oefening.'],
    ['es', '/es', 'Simulacros', 'Pruebe su alarma, vea a quién llegó y programe un simulacro mensual.'],
  ] as const)('%s: lead to the drills page (docs/product.md#drills) like the others', async (locale, prefix, name, hint) => {
    render(withIntl(await resolveServer(<SectionLinks locale={locale} />), locale));
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['/full-dashboard/access-log', '/full-dashboard/sos-history', '/full-dashboard/drills', '/full-dashboard/devices', '/full-dashboard/account'].map((path) => `${prefix}${path}`),
    );
    const drills = within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(drills).toHaveTextContent(hint);
    expect(drills.className).toBe(links[0].className);
  });
});
