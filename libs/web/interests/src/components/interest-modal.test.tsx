import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '@ember/api-client/testing';
import { InterestModal } from './interest-modal';

const twenty = 'coffee and good talk'; // exactly 20 characters
const interest = { name: 'Book Club', lookingFor: '', contribute: '' };

function open(props: Partial<React.ComponentProps<typeof InterestModal>> = {}) {
  const onSave = vi.fn();
  const onRemove = vi.fn();
  render(
    <Provider store={createTestStore()}>
      <InterestModal interest={interest} onClose={vi.fn()} onSave={onSave} onRemove={onRemove} {...props} />
    </Provider>,
  );
  return { onSave, onRemove };
}

afterEach(() => vi.useRealTimers());

describe('the interest modal (spec 1 §2.5, §5)', () => {
  it('enables next only at 20 characters after trimming, with an n/150 counter', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('dialog', { name: 'Book Club' })).toBeInTheDocument();
    const field = screen.getByLabelText('what are you looking for?');
    const next = screen.getByRole('button', { name: 'next' });
    await user.type(field, `   ${twenty.slice(0, 19)}`);
    expect(screen.getByText('22/150')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(field, 'k');
    expect(next).toBeEnabled();
    expect(field).toHaveAttribute('maxLength', '150');
  });

  it('asks for more detail when the offer is short, and saves both texts trimmed', async () => {
    const user = userEvent.setup();
    const { onSave } = open();
    await user.type(screen.getByLabelText('what are you looking for?'), `  ${twenty} friends  `);
    await user.click(screen.getByRole('button', { name: 'next' }));
    const offer = screen.getByLabelText('how can you contribute?');
    await user.type(offer, 'short');
    await user.click(screen.getByRole('button', { name: 'save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'please add more detail' });
    expect(dialog).toHaveTextContent(
      'please write at least 20 characters to help others understand what you can contribute',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.type(screen.getByLabelText('how can you contribute?'), ' and a spare copy of every book ');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(onSave).toHaveBeenCalledWith({
      lookingFor: `${twenty} friends`,
      contribute: 'short and a spare copy of every book',
    });
  });

  it('goes back to step 1 from step 2 with the text kept', async () => {
    const user = userEvent.setup();
    open({ interest: { name: 'Running', lookingFor: `${twenty}!`, contribute: '' } });
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'hold to remove' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByLabelText('what are you looking for?')).toHaveValue(`${twenty}!`);
  });

  it('removes only after the button is held for two seconds, the fill moving every 50 ms', () => {
    vi.useFakeTimers();
    const { onRemove } = open();
    const hold = screen.getByRole('button', { name: 'hold to remove' });
    const fill = hold.querySelector('span[aria-hidden="true"]') as HTMLElement;

    fireEvent.pointerDown(hold);
    act(() => vi.advanceTimersByTime(50));
    expect(fill.style.transform).toBe('scaleX(0.025)');
    act(() => vi.advanceTimersByTime(950));
    expect(fill.style.transform).toBe('scaleX(0.5)');
    fireEvent.pointerUp(hold);
    expect(fill.style.transform).toBe('scaleX(0)');
    act(() => vi.advanceTimersByTime(3000));
    expect(onRemove).not.toHaveBeenCalled();

    fireEvent.pointerDown(hold);
    act(() => vi.advanceTimersByTime(1950));
    expect(onRemove).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onRemove).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('removes with Space held down too', () => {
    vi.useFakeTimers();
    const { onRemove } = open();
    const hold = screen.getByRole('button', { name: 'hold to remove' });
    fireEvent.keyDown(hold, { key: ' ' });
    act(() => vi.advanceTimersByTime(2000));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
