import { expect, it } from '@jest/globals';
import { discoverability, discoverabilitySlotsFilled } from './discoverability.js';

const fun = { promptType: 'fun', status: 'ready' };
const useful = { promptType: 'useful' };
const daily = { promptType: 'daily', status: 'ready' };

it('needs a ready fun video and a ready useful video', () => {
  expect(discoverability([fun, useful])).toEqual({ fun: true, useful: true, discoverable: true });
  expect(discoverability([fun, daily])).toEqual({ fun: true, useful: false, discoverable: false });
  expect(discoverability([fun, { promptType: 'useful', status: 'processing' }]).discoverable).toBe(false);
  expect(discoverability([])).toEqual({ fun: false, useful: false, discoverable: false });
});

it('counts the filled slots', () => {
  expect(discoverabilitySlotsFilled([fun, daily])).toBe(1);
  expect(discoverabilitySlotsFilled([fun, useful, daily])).toBe(2);
});
