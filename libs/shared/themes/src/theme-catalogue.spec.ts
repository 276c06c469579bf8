import { expect, it } from '@jest/globals';
import { catalogueThemes, themeGroups } from './theme-catalogue.ts';
import { routeThemes } from './theme-defaults.ts';

it('holds 18 themes, three per picker group, with unique ids and #rrggbb colours', () => {
  expect(catalogueThemes).toHaveLength(18);
  expect(new Set(catalogueThemes.map((theme) => theme.id)).size).toBe(18);
  for (const group of themeGroups) expect(catalogueThemes.filter((theme) => theme.group === group.id)).toHaveLength(3);
  for (const theme of catalogueThemes) {
    for (const colour of Object.values(theme.colours)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  }
});

it('forces only themes it has', () => {
  const ids = new Set(catalogueThemes.map((theme) => theme.id));
  expect(routeThemes.filter((route) => !ids.has(route.themeId))).toEqual([]);
});
