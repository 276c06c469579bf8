import { afterEach, describe, expect, it } from 'vitest';
import { chooseTheme, syncThemeChoice, themeChoiceIn, themeStorageKey } from './theme-choice';
import { themeById } from './themes';

const cookie = () => themeChoiceIn(document.cookie);

afterEach(() => {
  localStorage.clear();
  document.cookie = 'ember_theme=; path=/; max-age=0';
});

describe('the theme choice, for the web server', () => {
  it('reads the chosen theme from a Cookie header', () => {
    expect(themeChoiceIn('a=1; ember_theme=sunset-peach; b=2')).toBe('sunset-peach');
    expect(themeChoiceIn('a=1')).toBeNull();
    expect(themeChoiceIn(undefined)).toBeNull();
  });

  it('takes nothing that does not look like a theme id', () => {
    expect(themeChoiceIn('ember_theme=%3Cscript%3E')).toBeNull();
    expect(themeChoiceIn(`ember_theme=${'a'.repeat(65)}`)).toBeNull();
    expect(themeChoiceIn('ember_theme=')).toBeNull();
  });

  it('keeps a choice made in the picker in a cookie as well as in storage', () => {
    chooseTheme(themeById('terracotta-sand'));
    expect(localStorage.getItem(themeStorageKey)).toBe('terracotta-sand');
    expect(cookie()).toBe('terracotta-sand');
  });

  it('tells the server about a choice saved before the cookie', () => {
    localStorage.setItem(themeStorageKey, 'sunset-peach');
    expect(cookie()).toBeNull();
    syncThemeChoice();
    expect(cookie()).toBe('sunset-peach');
  });
});
