import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, createTestStore, unauthenticated } from '@ember/api-client/testing';
import { onboardingSlice } from '../model/onboarding-slice';
import { onboardingStorageKey } from '../model/onboarding-data';
import { StartPage } from '../routes/start-page';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
  fake.on('GET /api/auth/me', unauthenticated);
  fake.on('GET /api/interests/catalogue', { status: 200, body: { interests: [{ name: 'Book Club' }] } });
  window.scrollTo = vi.fn() as never;
});
afterEach(() => vi.useRealTimers());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The default steps: location 0, interests 1, name 2, age 3, sex 4, photo 5, register 6. */
function openAt(step: number, data: Record<string, unknown> = {}) {
  localStorage.setItem(onboardingStorageKey, JSON.stringify({ currentStep: step, ...data }));
  render(
    <Provider store={createTestStore(onboardingSlice)}>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="/start/:programSlug?" element={<StartPage />} />
          <Route path="/" element={<p>landing</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

const question = () => screen.getByRole('heading', { level: 1 }).textContent;
const stored = () => JSON.parse(localStorage.getItem(onboardingStorageKey) ?? '{}') as Record<string, unknown>;

describe('the onboarding wizard (spec 1 §2.3)', () => {
  it('shows a progress bar with one segment per step', () => {
    openAt(2);
    const progress = screen.getByRole('progressbar', { name: 'onboarding progress' });
    expect(progress.children).toHaveLength(7);
    expect(progress).toHaveAttribute('aria-valuetext', 'step 3 of 7');
  });

  it('advances on Enter in the name, locks for 600 ms and scrolls to the top', () => {
    vi.useFakeTimers();
    openAt(2);
    expect(question()).toBe("what's your name?");
    const name = screen.getByPlaceholderText('your first name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.submit(name.closest('form')!);
    expect(question()).toBe("what's your name?");
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.submit(name.closest('form')!);
    expect(question()).toBe('how old are you?');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });

    // Locked: back does nothing for 600 ms.
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    act(() => vi.advanceTimersByTime(599));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(question()).toBe('how old are you?');
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(question()).toBe("what's your name?");
    expect(stored().currentStep).toBe(2);
  });

  it('blocks Tab and goes back on Shift+Tab', () => {
    openAt(3, { firstName: 'Ada' });
    const age = screen.getByPlaceholderText('e.g. 31');
    expect(age).toHaveFocus();
    const tab = fireEvent.keyDown(age, { key: 'Tab' });
    expect(tab).toBe(false); // default prevented
    expect(age).toHaveFocus();
    expect(question()).toBe('how old are you?');
    fireEvent.keyDown(age, { key: 'Tab', shiftKey: true });
    expect(question()).toBe("what's your name?");
  });

  it('clamps the age above 99 and enables next from 20', () => {
    openAt(3);
    const age = screen.getByPlaceholderText('e.g. 31');
    const next = screen.getByRole('button', { name: 'next' });
    fireEvent.change(age, { target: { value: '150' } });
    expect(age).toHaveValue(99);
    expect(next).toBeEnabled();
    fireEvent.change(age, { target: { value: '19' } });
    expect(next).toBeDisabled();
    fireEvent.change(age, { target: { value: '20' } });
    expect(next).toBeEnabled();
  });

  it('moves on as soon as a sex is chosen, waiting out the lock if needed', () => {
    vi.useFakeTimers();
    openAt(3, { age: '31' });
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(question()).toBe("what's your sex?");
    fireEvent.click(screen.getByRole('radio', { name: 'female' }));
    expect(question()).toBe("what's your sex?");
    act(() => vi.advanceTimersByTime(600));
    expect(question()).toBe('add a photo of you');
    expect(stored().sex).toBe('female');
  });

  it('starts over when the kept step is out of range', () => {
    openAt(12);
    expect(question()).toBe('where do you live?');
    expect(stored().currentStep).toBe(0);
  });

  it('leaves for / on back from the first step', () => {
    openAt(0);
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('moves focus through a step with the arrow keys', () => {
    openAt(0);
    const toronto = screen.getByRole('radio', { name: 'Toronto ON Canada' });
    toronto.focus();
    fireEvent.keyDown(toronto, { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: 'Vancouver BC Canada' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('your city or postal code'), { target: { value: 'Montréal' } });
    expect(screen.getByRole('button', { name: 'next' })).toBeEnabled();
  });
});

describe('the Toronto-only flow', () => {
  it('goes on only from Toronto, and says so for another city', () => {
    localStorage.setItem(onboardingStorageKey, JSON.stringify({ currentStep: 0 }));
    render(
      <Provider store={createTestStore(onboardingSlice)}>
        <MemoryRouter initialEntries={['/start?flow=toronto']}>
          <Routes>
            <Route path="/start/:programSlug?" element={<StartPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Vancouver BC Canada' }));
    expect(screen.getByRole('status')).toHaveTextContent("we're only in Toronto for now");
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Toronto ON Canada' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(question()).toBe('what would you like to do?');
    expect(screen.getByRole('checkbox', { name: /coffee get-togethers/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('progressbar').children).toHaveLength(8);
  });
});
