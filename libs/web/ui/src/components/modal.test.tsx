import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Choose" {...props}>
        <input aria-label="Inside" />
      </Modal>
    </>
  );
}

/** Escape as a browser sends it: user-event leaves out the keyCode that the dialog polyfill reads. */
function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('is a labelled native dialog, shown modally, that gives focus back to its opener on close', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Shown with showModal, which a second call refuses: it is already open as a modal.
    expect(() => (dialog as HTMLDialogElement).showModal()).toThrow();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape, or stays when Escape closing is turned off', async () => {
    await openModal();
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    document.body.innerHTML = '';

    await openModal({ closeOnEscape: false });
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Choose' })).toHaveAttribute('open');
  });

  it('closes on a press on its backdrop, not on one inside it', async () => {
    const user = await openModal();
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('textbox', { name: 'Inside' }) });
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    // Outside the content, a press lands on the dialog element itself (its ::backdrop).
    await user.pointer({ keys: '[MouseLeft]', target: dialog });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open when backdrop closing and the close button are turned off', async () => {
    const user = await openModal({ closeOnBackdrop: false, showCloseButton: false });
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog') });
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('focuses the control marked data-autofocus when it opens', async () => {
    await openModal({ actions: <button data-autofocus>Later</button> });
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
  });

  it('runs the primary action only while it is enabled, beside the extra actions', async () => {
    const onClick = vi.fn();
    const user = await openModal({
      primaryAction: { label: 'Save', onClick, disabled: true },
      actions: <button>Later</button>,
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });
});
