import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { replaceBrowserContentClient } from '@ember/content';
import { contrastRatio, isDarkTheme } from '@ember/ui';
import { useRouteTheme } from '../hooks/use-route-theme';
import { themeStorageKey } from '../model/theme-choice';
import { refreshThemes } from '../model/refresh-themes';
import { setPageTheme } from '../model/theme-registry';
import { firstPaintThemes } from '../model/first-paint-themes';
import { themeGroups, themes } from '../model/themes';
import { serveFakeCms } from '@ember/content/testing';
import { aCmsTheme } from '../testing/fake-cms';
import { ThemePickerDialog } from './theme-picker-dialog';

function Page({ pathname }: { pathname: string }) {
  const { chosen, forced } = useRouteTheme(pathname);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Colours</button>
      <ThemePickerDialog open={open} onClose={() => setOpen(false)} chosenId={chosen} forced={forced} />
    </>
  );
}

const root = document.documentElement;

// Without a CMS answering (relative addresses do not resolve here), the built-in copies apply.
beforeEach(() => replaceBrowserContentClient(null));

describe('theme selection', () => {
  it('starts on slate-burgundy-plum', () => {
    root.removeAttribute('data-theme');
    render(<Page pathname="/about" />);
    expect(root.dataset['theme']).toBe('slate-burgundy-plum');
    expect(root.dataset['mode']).toBe('light');
  });

  it('offers the groups of the spec in a dialog titled choose your colors', async () => {
    const user = userEvent.setup();
    render(<Page pathname="/about" />);
    await user.click(screen.getByRole('button', { name: 'Colours' }));
    const dialog = screen.getByRole('dialog', { name: 'choose your colors' });
    await within(dialog).findAllByRole('radio');
    const groups = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['accent colours (test)', 'warm', 'bold', 'creative', 'fresh', 'professional']);
    expect(within(dialog).getByRole('radio', { name: 'Slate, burgundy and plum' })).toBeChecked();
  });

  it('applies a choice at once, saves it in browser storage and keeps it for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page pathname="/about" />);
    await user.click(screen.getByRole('button', { name: 'Colours' }));
    await user.click(await screen.findByRole('radio', { name: 'Mint and sky' }));
    expect(root.dataset['theme']).toBe('mint-sky');
    expect(root.style.getPropertyValue('--color-primary')).toBe(themes.get('mint-sky')!.primary);
    expect(localStorage.getItem(themeStorageKey)).toBe('mint-sky');
    unmount();
    root.removeAttribute('data-theme');
    // A later visit knows the saved colours without loading the catalogue.
    render(<Page pathname="/faq" />);
    expect(root.dataset['theme']).toBe('mint-sky');
  });

  it('loads a chosen theme whose colours were not saved from the catalogue', async () => {
    localStorage.setItem(themeStorageKey, 'electric-indigo');
    render(<Page pathname="/about" />);
    await waitFor(() => expect(root.dataset['theme']).toBe('electric-indigo'));
    expect(root.dataset['mode']).toBe('dark');
  });

  it('switches dark mode on for a theme whose background is not white', async () => {
    const user = userEvent.setup();
    render(<Page pathname="/about" />);
    await user.click(screen.getByRole('button', { name: 'Colours' }));
    await user.click(await screen.findByRole('radio', { name: 'Crimson and black' }));
    expect(root.dataset['mode']).toBe('dark');
  });
});

describe('forced themes', () => {
  it.each([
    ['/halloween-mystery', 'forest-gold'],
    ['/halloween-2025', 'midnight-purple'],
    ['/brains-and-barstools', 'warm-coffee'],
    ['/', 'slate-burgundy-plum'],
  ])('%s wears %s whatever was chosen', async (pathname, forced) => {
    localStorage.setItem(themeStorageKey, 'lime-lagoon');
    render(<Page pathname={pathname} />);
    await waitFor(() => expect(root.dataset['theme']).toBe(forced));
    expect(localStorage.getItem(themeStorageKey)).toBe('lime-lagoon');
  });

  it('says in the picker that the page keeps its own colours', async () => {
    const user = userEvent.setup();
    render(<Page pathname="/halloween-2025" />);
    await user.click(screen.getByRole('button', { name: 'Colours' }));
    expect(screen.getByText(/This page always wears its own colours/)).toBeInTheDocument();
  });
});

describe('the catalogue', () => {
  it('holds the first-paint themes exactly as the catalogue makes them readable', () => {
    for (const theme of firstPaintThemes) expect(themes.get(theme.id)).toEqual(theme);
  });

  it('has the named themes and readable text on every background', () => {
    for (const id of ['slate-burgundy-plum', 'forest-gold', 'midnight-purple', 'warm-coffee'])
      expect(themes.has(id)).toBe(true);
    expect(themes.size).toBe(18);
    for (const group of themeGroups) {
      expect(group.themes.length).toBeGreaterThanOrEqual(3);
      for (const theme of group.themes) {
        expect(contrastRatio(theme.text, theme.bgPrimary), theme.id).toBeGreaterThanOrEqual(7);
        // Muted text sits on every background, the tinted ones included.
        for (const background of [theme.bgPrimary, theme.bgSecondary, theme.bgTertiary]) {
          expect(contrastRatio(theme.muted, background), theme.id).toBeGreaterThanOrEqual(4.5);
        }
        // Links use primary on light themes and primaryLight on dark ones.
        const link = isDarkTheme(theme) ? theme.primaryLight : theme.primary;
        expect(contrastRatio(link, theme.bgPrimary), theme.id).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(link, theme.bgSecondary), theme.id).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('themes from the CMS', () => {
  const sunrise = aCmsTheme({
    themeId: 'sunrise',
    name: 'Sunrise',
    group: 'warm',
    primary: '#f4a261',
    muted: '#b8a89a',
  });
  const dusk = aCmsTheme({ themeId: 'dusk', name: 'Dusk', group: 'bold', bgPrimary: '#101018', text: '#eeeeee' });
  const picker = {
    id: 1,
    title: 'choose your colors',
    defaultTheme: sunrise,
    groups: [
      { group: 'warm' as const, label: 'warm', themes: [sunrise] },
      { group: 'bold' as const, label: 'bold', themes: [dusk] },
    ],
    routeThemes: [{ path: '/v2', theme: dusk }],
  };

  it("offers the CMS's groups and themes, made readable", async () => {
    serveFakeCms({ globals: { 'theme-picker': picker } });
    const user = userEvent.setup();
    render(<Page pathname="/about" />);
    await user.click(screen.getByRole('button', { name: 'Colours' }));
    const dialog = screen.getByRole('dialog', { name: 'choose your colors' });
    await within(dialog).findByRole('radio', { name: 'Sunrise' });
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['warm', 'bold']);
    await user.click(within(dialog).getByRole('radio', { name: 'Sunrise' }));
    const primary = root.style.getPropertyValue('--color-primary');
    // The editor's light orange does not read as link text on white: it is darkened until it does.
    expect(primary).not.toBe('#f4a261');
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(root.style.getPropertyValue('--color-muted'), '#efe3d5')).toBeGreaterThanOrEqual(4.5);
  });

  it("forces the CMS's route themes once its picker has been read", async () => {
    serveFakeCms({ globals: { 'theme-picker': picker } });
    await refreshThemes();
    render(<Page pathname="/v2" />);
    await waitFor(() => expect(root.dataset['theme']).toBe('dusk'));
    expect(root.dataset['mode']).toBe('dark');
  });

  it("wears a CMS page's own forced theme on its path", async () => {
    serveFakeCms({ globals: { 'theme-picker': picker } });
    await refreshThemes();
    render(<Page pathname="/coffee" />);
    act(() => setPageTheme('/coffee', 'sunrise'));
    await waitFor(() => expect(root.dataset['theme']).toBe('sunrise'));
    act(() => setPageTheme('/coffee', null));
  });
});
