import { describe, expect, it } from '@jest/globals';
import { demoWanted } from './demo-switch.ts';

describe('the launcher’s demo switch', () => {
  it('never seeds demo members in production mode, even when asked to', () => {
    expect(demoWanted('production', undefined)).toBe(false);
    expect(demoWanted('production', 'on')).toBe(false);
  });

  it('seeds them on a laptop unless EMBER_DEMO is off', () => {
    expect(demoWanted('development', undefined)).toBe(true);
    expect(demoWanted(undefined, '')).toBe(true);
    expect(demoWanted('test', 'off')).toBe(false);
  });
});
