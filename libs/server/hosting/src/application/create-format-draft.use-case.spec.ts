import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import {
  CountingThrottle,
  FakeAccounts,
  FakeSecrets,
  InMemoryActivities,
  InMemoryClaimLinks,
  InMemoryFormats,
  RecordingMailer,
} from '../testing/in-memory.js';
import { ClaimFormatsUseCase } from './claim-formats.use-case.js';
import { CreateFormatDraftUseCase } from './create-format-draft.use-case.js';

const hour = 3600 * 1000;

function setup(allowed?: number) {
  const clock = new FixedClock(new Date('2025-03-01T12:00:00Z'));
  const formats = new InMemoryFormats();
  const activities = new InMemoryActivities();
  const accounts = new FakeAccounts();
  const secrets = new FakeSecrets();
  const links = new InMemoryClaimLinks();
  const mailer = new RecordingMailer();
  const throttle = new CountingThrottle(allowed);
  const create = new CreateFormatDraftUseCase(formats, activities, accounts, secrets, links, mailer, throttle, clock);
  const claim = new ClaimFormatsUseCase(links, secrets, formats, accounts, clock);
  return { clock, formats, activities, accounts, links, mailer, throttle, create, claim };
}

const member = { id: 'member-1', email: 'maya@example.com', roles: ['member'] };
const anonymously = (email: unknown, input = {}) => ({
  actor: null,
  input: { ...input, hostInfo: { email } as never },
  ip: '203.0.113.9',
  linkOrigin: 'https://social.ember.example',
});

describe('creating a draft', () => {
  it('makes a signed-in member a host, with the account’s address, and mails the next steps there', async () => {
    const { create, accounts, activities, mailer, throttle } = setup();
    const format = await create.execute({
      actor: member,
      input: { format: 'Walks', hostInfo: { email: 'other@example.com' } },
      ip: 'x',
      linkOrigin: 'https://social.ember.example',
    });
    expect(format).toMatchObject({ ownerId: 'member-1', hostEmail: 'maya@example.com', status: 'draft' });
    expect([...accounts.hosts]).toEqual(['member-1']);
    expect(activities.rows.map((row) => [row.type, row.message])).toEqual([['new_format', 'You created “Walks”.']]);
    expect(mailer.claimLinks).toEqual([]);
    expect(mailer.draftsSaved).toEqual([
      {
        to: 'maya@example.com',
        formatId: format.id,
        formatTitle: 'Walks',
        consoleUrl: `https://social.ember.example/host/format/${format.id}/details`,
      },
    ]);
    expect(throttle.calls).toBe(0);
  });

  it('needs an address without an account, and checks the draft before counting it', async () => {
    const { create, throttle } = setup();
    await expect(create.execute(anonymously(undefined))).rejects.toMatchObject({ code: 'hosting.email-required' });
    await expect(create.execute(anonymously('nope'))).rejects.toMatchObject({ code: 'hosting.email-required' });
    await expect(create.execute(anonymously('a@example.com', { format: 'ab' }))).rejects.toMatchObject({
      code: 'hosting.invalid-format',
    });
    expect(throttle.calls).toBe(0);
  });

  it('keeps a format made without an account unclaimed and mails a link on the person’s site', async () => {
    const { create, links, mailer } = setup();
    const format = await create.execute(anonymously(' Ana@Example.com ', { format: 'Walks' }));
    expect(format).toMatchObject({ ownerId: null, hostEmail: 'ana@example.com' });
    expect(mailer.claimLinks).toEqual([
      {
        to: 'ana@example.com',
        formatId: format.id,
        formatTitle: 'Walks',
        claimUrl: 'https://social.ember.example/host/claim?token=secret-1',
      },
    ]);
    expect(links.rows).toHaveLength(1);
    expect(links.rows[0]).toMatchObject({ formatId: format.id, secretHash: '1-terces', usedAt: null });
    expect(links.rows[0]!.expiresAt.toISOString()).toBe('2025-03-04T12:00:00.000Z');
  });

  it('refuses when the address or network made too many', async () => {
    const { create, formats } = setup(1);
    await create.execute(anonymously('ana@example.com'));
    await expect(create.execute(anonymously('ana@example.com'))).rejects.toMatchObject({
      code: 'hosting.creation-limit',
      details: { retryAfterSeconds: 60 },
    });
    expect(formats.rows.size).toBe(1);
  });
});

describe('claiming', () => {
  it('signs in, grants the host role and attaches the address’s unclaimed formats, the mailed one first', async () => {
    const { create, claim, accounts, formats } = setup();
    const first = await create.execute(anonymously('ana@example.com', { format: 'First' }));
    const second = await create.execute(anonymously('ana@example.com', { format: 'Second' }));
    const other = await create.execute(anonymously('bo@example.com', { format: 'Other' }));
    const claimed = await claim.execute('secret-2');
    expect(claimed.formatIds).toEqual([second.id, first.id]);
    expect(claimed.session).toMatchObject({ email: 'ana@example.com', createdAccount: true });
    expect([...accounts.hosts]).toEqual([claimed.session.userId]);
    expect(formats.rows.get(first.id)?.ownerId).toBe(claimed.session.userId);
    expect(formats.rows.get(other.id)?.ownerId).toBeNull();
  });

  it('works once and until the link expires', async () => {
    const { create, claim, clock } = setup();
    await create.execute(anonymously('ana@example.com'));
    await create.execute(anonymously('bo@example.com'));
    await claim.execute('secret-1');
    await expect(claim.execute('secret-1')).rejects.toMatchObject({ code: 'hosting.invalid-claim-link' });
    await expect(claim.execute('unknown')).rejects.toMatchObject({ code: 'hosting.invalid-claim-link' });
    clock.advance(72 * hour);
    await expect(claim.execute('secret-2')).rejects.toMatchObject({ code: 'hosting.invalid-claim-link' });
  });
});
