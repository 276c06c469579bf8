import { describe, expect, it } from '@jest/globals';
import { FakeAccounts } from '../testing/in-memory.js';
import { trendOf, visibleHost } from './host-dashboard.query.js';

describe('trends', () => {
  it('give the change and its percent of the earlier figure', () => {
    expect(trendOf(3, 2)).toEqual({ previous: 2, change: 1, percent: 50 });
    expect(trendOf(1, 3)).toEqual({ previous: 3, change: -2, percent: -67 });
    expect(trendOf(5, 0)).toEqual({ previous: 0, change: 5, percent: null });
    expect(trendOf(0, 0)).toEqual({ previous: 0, change: 0, percent: null });
  });
});

describe('whose dashboard', () => {
  const host = { id: '0190a0a0-0000-7000-8000-000000000001', email: 'maya@example.com', roles: ['member', 'host'] };
  const admin = { id: '0190a0a0-0000-7000-8000-000000000002', email: 'admin@example.com', roles: ['member', 'admin'] };

  it('is one’s own, by `me` or by id', async () => {
    const accounts = new FakeAccounts();
    expect(await visibleHost(accounts, host, 'me')).toEqual({ id: host.id, email: host.email });
    expect(await visibleHost(accounts, host, host.id.toUpperCase())).toEqual({ id: host.id, email: host.email });
    await expect(visibleHost(accounts, host, admin.id)).rejects.toMatchObject({ code: 'hosting.host-not-found' });
  });

  it('is anyone’s with an account, for an admin', async () => {
    const accounts = new FakeAccounts();
    const { userId } = await accounts.signInVerified('noor@example.com');
    accounts.accounts.set('noor@example.com', host.id);
    expect(userId).toBe('user-1');
    expect(await visibleHost(accounts, admin, host.id)).toEqual({ id: host.id, email: 'noor@example.com' });
    await expect(visibleHost(accounts, admin, 'not-an-id')).rejects.toMatchObject({ code: 'hosting.host-not-found' });
  });
});
