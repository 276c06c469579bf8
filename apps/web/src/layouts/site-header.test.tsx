import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';
import { headerCheckOffset, toneAt } from './use-header-tone';

function section(tone: 'light' | 'dark', top: number, bottom: number): HTMLElement {
  const element = document.createElement('section');
  element.dataset['headerTone'] = tone;
  element.getBoundingClientRect = () => ({
    top,
    bottom,
    left: 0,
    right: 0,
    width: 0,
    height: bottom - top,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(element);
  return element;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderHeader(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return screen.getByTestId('site-header');
}

afterEach(() => {
  scrollTo(0);
  document.body.innerHTML = '';
});

describe('header tone', () => {
  it('reads the section that spans the line 56 px down the page', () => {
    expect(headerCheckOffset).toBe(56);
    section('dark', -400, 56);
    section('light', 56, 900);
    expect(toneAt(56)).toBe('light');
    document.body.innerHTML = '';
    section('dark', -400, 57);
    expect(toneAt(56)).toBe('dark');
  });

  it('is transparent at the top and solid once scrolled, light over dark sections', async () => {
    const hero = section('dark', 0, 600);
    const header = renderHeader('/');
    expect(header).toHaveAttribute('data-transparent', 'true');
    expect(header).toHaveAttribute('data-tone', 'dark');
    hero.getBoundingClientRect = () => ({
      top: -700,
      bottom: -100,
      left: 0,
      right: 0,
      width: 0,
      height: 600,
      x: 0,
      y: -700,
      toJSON: () => ({}),
    });
    section('light', -100, 800);
    await act(async () => {
      scrollTo(700);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-transparent', 'false');
    expect(header).toHaveAttribute('data-tone', 'light');
  });

  it('stays transparent on /category/* whatever the scroll', async () => {
    const header = renderHeader('/category/dance');
    await act(async () => {
      scrollTo(500);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-transparent', 'true');
  });
});

describe('header buttons on the default brand', () => {
  it('send the call to action to /login, with Apply beside it', () => {
    renderHeader('/');
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'apply' })).toHaveAttribute('href', '/start');
  });

  it.each(['/create-event', '/complete-profile'])('are hidden on %s', (path) => {
    renderHeader(path);
    expect(screen.queryByRole('link', { name: 'apply' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'sign in' })).toBeNull();
  });
});
