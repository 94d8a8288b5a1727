import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/ui/modal';

describe('generic modal', () => {
  it('is a modal dialog labelled by its heading, with a named close button', () => {
    const onClose = vi.fn();
    render(
      <Modal
        open
        title="Delivery"
        onClose={onClose}
        footer={<button type="button">Confirm</button>}
        image={{ src: '/van.png', alt: 'A van' }}
      >
        <p>Tomorrow</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delivery' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'A van' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape and moves focus inside', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Notice" onClose={onClose}>
        text
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal open title="Notice" onClose={() => {}} footer={<button type="button">Last</button>}>
        text
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('caps the content at 500px when restricted, and renders nothing when closed', () => {
    const { rerender } = render(
      <Modal open restricted title="Long" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByText('Body').parentElement?.className).toContain('modal__content--restricted');
    rerender(
      <Modal open={false} title="Long" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('generic modal backdrop', () => {
  it('closes on a press outside the dialog, not inside', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Notice" onClose={onClose}>
        <p>Inside</p>
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
