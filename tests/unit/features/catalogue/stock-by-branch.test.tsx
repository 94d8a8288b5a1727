import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BranchHint } from '../../../../src/features/catalogue/components/branch-hint';
import { StockTable } from '../../../../src/features/catalogue/components/stock-table';
import { setSessionStatus } from '../../../../src/session/session-status';
import { myBranch } from '../../../../src/storage/my-branch';
import { claims, fakeApi, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const harrogate = { id: 'b-harrogate', name: 'Harrogate', slug: 'harrogate' };
const leeds = { id: 'b-leeds', name: 'Leeds Kirkstall', slug: 'leeds-kirkstall' };
const york = { id: 'b-york', name: 'York Clifton Moor', slug: 'york-clifton-moor' };
// The server lists the person's branch first (at 0 when it holds none), then those holding it.
const stock = [
  { location: harrogate, stock: 3 },
  { location: leeds, stock: 2 },
];

beforeEach(() => {
  useBearerMode();
  setSessionStatus({ status: 'ready', error: null });
  storeBearerSession(
    claims({ id: 'g1', guest_user: true, email: null, first_name: null, last_name: null, exp: 2_000_000_000 }),
  );
  fakeApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('stock by branch', () => {
  it('asks a guest without a branch to choose one, linking to the store locator', () => {
    renderAt(<BranchHint preferredBranchId={null} />);
    expect(screen.getByText(/to see stock nearest you first/).textContent).toBe(
      'Choose your branch to see stock nearest you first',
    );
    expect(screen.getByRole('link', { name: 'Choose your branch' }).getAttribute('href')).toBe('/stores');
  });

  it('says nothing once the branch is first, and reads "Your branch" on its row', () => {
    myBranch.write(harrogate);
    renderAt(
      <>
        <BranchHint preferredBranchId={harrogate.id} />
        <StockTable stock={stock} preferredBranchId={harrogate.id} />
      </>,
    );
    expect(screen.queryByText(/Choose/)).toBeNull();
    expect(screen.getByText('In stock at 2 branches: your branch first, then the nearest.')).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Your branch')).toBeTruthy();
    expect(within(second!).queryByText('Your branch')).toBeNull();
  });

  it('asks to choose again when the server no longer lists the branch', () => {
    myBranch.write({ id: 'b-wrexham', name: 'Wrexham', slug: 'wrexham' });
    renderAt(
      <>
        <BranchHint preferredBranchId={null} />
        <StockTable stock={stock} preferredBranchId={null} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Choose another branch' })).toBeTruthy();
    expect(screen.getByText(/Your branch, Wrexham, is not open just now/)).toBeTruthy();
    expect(screen.queryByText('Your branch')).toBeNull();
    expect(screen.getByText('In stock at 2 branches.')).toBeTruthy();
  });

  it('says when the branch holds none, and keeps its row at "None"', () => {
    myBranch.write(york);
    renderAt(<StockTable stock={[{ location: york, stock: 0 }, ...stock]} preferredBranchId={york.id} />);
    expect(screen.getByText('None at your branch; in stock at 2 branches, the nearest first.')).toBeTruthy();
    const [, first] = screen.getAllByRole('row');
    expect(within(first!).getByText('None')).toBeTruthy();
    expect(within(first!).getByText('Your branch')).toBeTruthy();
  });

  it('says when no branch holds it, with no empty table', () => {
    renderAt(<StockTable stock={[]} preferredBranchId={null} />);
    expect(screen.getByText('Not in stock at any branch.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
