import { describe, expect, it } from 'vitest';
import { type Theme, applyTheme, contrastRatio, cssVariableOf, isDarkTheme, readableOn } from './theme';

const theme: Theme = {
  id: 'test-ink',
  name: 'Test ink',
  description: 'for tests',
  primary: '#7a1f3d',
  primaryLight: '#a3405f',
  primaryDark: '#561229',
  accent: '#f4c95d',
  accentLight: '#fbe3a6',
  accentDark: '#c99a22',
  dark: '#1e293b',
  text: '#1e293b',
  muted: '#64748b',
  lightGray: '#e2e8f0',
  offWhite: '#f8fafc',
  bgPrimary: '#ffffff',
  bgSecondary: '#f8fafc',
  bgTertiary: '#f1f5f9',
};

describe('themes as CSS variables', () => {
  it('names variables in kebab case', () => {
    expect(cssVariableOf('primaryLight')).toBe('--color-primary-light');
    expect(cssVariableOf('bgTertiary')).toBe('--color-bg-tertiary');
  });

  it('sets every colour and the derived text colours on the element', () => {
    const element = document.createElement('div');
    applyTheme(theme, element);
    expect(element.style.getPropertyValue('--color-primary')).toBe('#7a1f3d');
    expect(element.style.getPropertyValue('--color-off-white')).toBe('#f8fafc');
    expect(element.style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(element.style.getPropertyValue('--color-on-accent')).toBe('#111418');
    expect(element.dataset['theme']).toBe('test-ink');
    expect(element.dataset['mode']).toBe('light');
  });

  it('switches dark mode on for any background that is not white', () => {
    expect(isDarkTheme({ bgPrimary: '#FFFFFF' })).toBe(false);
    expect(isDarkTheme({ bgPrimary: '#120c24' })).toBe(true);
    const element = document.createElement('div');
    applyTheme({ ...theme, bgPrimary: '#120c24' }, element);
    expect(element.dataset['mode']).toBe('dark');
    expect(element.style.colorScheme).toBe('dark');
  });

  it('picks the more readable text colour', () => {
    expect(readableOn('#000000')).toBe('#ffffff');
    expect(readableOn('#fbe3a6')).toBe('#111418');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });
});
