import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginInfoModal } from '../../../../src/features/session/components/login-info-modal';
import { LOGIN_POPUP_FLAG_KEY, setLoginPopupFlag } from '../../../../src/features/session/login-popup-flag';
import { userRecord } from '../../support/fake-api';

const content =
  '<p>Branch <strong>closed</strong> on Monday.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

describe('login information modal', () => {
  it('shows the sanitised loginPopupContent under the title "Information"', () => {
    setLoginPopupFlag();
    render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    const dialog = screen.getByRole('dialog', { name: 'Information' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Branch closed on Monday.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('clears the flag when closed with its one button, "Close"', () => {
    setLoginPopupFlag();
    render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(LOGIN_POPUP_FLAG_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown without the flag, to guests, or without content', () => {
    const { rerender } = render(<LoginInfoModal user={userRecord({ loginPopupContent: content })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    setLoginPopupFlag();
    rerender(<LoginInfoModal user={userRecord({ guest_user: true, loginPopupContent: content })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LoginInfoModal user={userRecord({ loginPopupContent: '  ' })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
