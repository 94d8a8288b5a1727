import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchBoxShell } from '../../../../src/features/search/components/search-box-shell';
import { renderRoutes } from '../../support/render';

// The header search before its suggestions have loaded: the same field, and Enter opens the results.
describe('the search box shell', () => {
  const routes = [
    { path: '/', element: <SearchBoxShell /> },
    { path: '/search', element: <p>Results page</p> },
  ];

  it('has the search field by its name and opens the results page for what was typed', async () => {
    const { router } = renderRoutes(routes, '/');
    const field = screen.getByRole('searchbox', { name: 'Search parts by number, cross-reference or words' });
    fireEvent.change(field, { target: { value: ' 2 208 125 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=2%20208%20125');
  });

  it('stays put when nothing was typed', () => {
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
