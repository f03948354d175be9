import { render, screen } from '@testing-library/react';
import { MemberSearch } from '@/components/admin-members/member-search';
import { withIntl } from '../test-intl';

jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());

describe('MemberSearch', () => {
  it('is a labelled GET search that keeps what was searched and offers the whole list again', () => {
    render(withIntl(<MemberSearch query="maria" tooLong={false} />));
    const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    expect(box).toHaveValue('maria');
    expect(box).toHaveAttribute('name', 'q');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('link', { name: 'Show all members' })).toHaveAttribute('href', '/admin-dashboard/members');
  });

  it('says an overlong search is too long, tied to the field, in Spanish too', () => {
    render(withIntl(<MemberSearch query={'x'.repeat(101)} tooLong />, 'es'));
    const box = screen.getByRole('searchbox', { name: 'Buscar por nombre o correo electrónico' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/como máximo 100 caracteres/);
    expect(screen.getByRole('alert')).toHaveTextContent('Una búsqueda puede tener como máximo 100 caracteres.');
  });

  it('offers no "show all" link when nothing was searched', () => {
    render(withIntl(<MemberSearch query="" tooLong={false} />));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
