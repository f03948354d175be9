import { render, screen } from '@testing-library/react';
import { PageLoading } from '@/components/layout/page-loading';
import { withIntl } from '../test-intl';

describe('PageLoading', () => {
  it.each([
    ['en', 'Loading…'],
    ['nl', 'Laden…'],
    ['es', 'Cargando…'],
  ] as const)('announces "%s" fallback politely', (locale, text) => {
    render(withIntl(<PageLoading />, locale));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
