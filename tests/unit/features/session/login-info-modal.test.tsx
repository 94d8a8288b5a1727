import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginInfoModal } from '../../../../src/features/session/components/login-info-modal';
import { LOGIN_POPUP_FLAG_KEY, setLoginPopupFlag } from '../../../../src/features/session/login-popup-flag';
import { userRecord } from '../../support/fake-api';

const content =
  '<p>Branch <strong>closed</strong> on Monday.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('login information modal', () => {
  it('shows the sanitised loginPopupContent under the title "Information"', async () => {
    setLoginPopupFlag();
    render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Branch closed on Monday.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('clears the flag when closed with its one button, "Close"', async () => {
    setLoginPopupFlag();
    render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(LOGIN_POPUP_FLAG_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown without the flag, to guests, or without content', async () => {
    const { rerender } = render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    setLoginPopupFlag();
    rerender(<LoginInfoModal user={userRecord({ guest_user: true, loginPopupContent: content })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LoginInfoModal user={userRecord({ loginPopupContent: '  ' })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nor when all the content is taken out as unsafe.
    rerender(<LoginInfoModal user={userRecord({ loginPopupContent: '<script>alert(1)</script>' })} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
