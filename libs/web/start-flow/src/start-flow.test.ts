import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStartFlow,
  readStartFlow,
  setCampaignPath,
  setHalloweenEvents,
  setInviteCode,
  setProgramId,
  startFlowStorageKey,
  subscribeStartFlow,
  toggleHalloweenEvent,
} from './start-flow';

const pick = { eventName: 'Haunted Distillery', venue: 'Distillery District', neighborhood: 'downtown' };

afterEach(() => clearStartFlow());

describe('the start flow', () => {
  it('keeps the campaign path, program id and invite code in local storage', () => {
    setCampaignPath('brains-and-barstools');
    setProgramId('prog-halloween-2025');
    setInviteCode('  ADA-7K3Q ');
    expect(readStartFlow()).toEqual({
      campaignPath: 'brains-and-barstools',
      programId: 'prog-halloween-2025',
      halloweenEvents: [],
      inviteCode: 'ADA-7K3Q',
    });
    expect(JSON.parse(localStorage.getItem(startFlowStorageKey)!)).toMatchObject({ programId: 'prog-halloween-2025' });
  });

  it('toggles Halloween picks and drops malformed ones', () => {
    expect(toggleHalloweenEvent(pick)).toBe(true);
    expect(readStartFlow().halloweenEvents).toEqual([pick]);
    expect(toggleHalloweenEvent(pick)).toBe(false);
    expect(readStartFlow().halloweenEvents).toEqual([]);
    setHalloweenEvents([pick, { eventName: 'x' } as never]);
    expect(readStartFlow().halloweenEvents).toEqual([pick]);
  });

  it('tells picks apart by title, venue and neighbourhood', () => {
    toggleHalloweenEvent(pick);
    expect(toggleHalloweenEvent({ ...pick, neighborhood: 'queen west' })).toBe(true);
    expect(readStartFlow().halloweenEvents).toHaveLength(2);
  });

  it('tells subscribers and forgets everything when cleared', () => {
    let calls = 0;
    const stop = subscribeStartFlow(() => (calls += 1));
    setProgramId('prog-coffee');
    clearStartFlow();
    stop();
    setProgramId('prog-coffee');
    expect(calls).toBe(2);
    clearStartFlow();
    expect(localStorage.getItem(startFlowStorageKey)).toBeNull();
    expect(readStartFlow().programId).toBeNull();
  });
});
