import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { IdentityModule, UserDirectory, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { InviteRedemptions } from './application/invite-redemptions.js';
import { invitesContext } from './invites.context.js';
import { InvitesModule } from './invites.module.js';

let harness: TestApp;
let ada: TestBrowser;
let bo: TestBrowser;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, InvitesModule],
    contexts: [identityContext, invitesContext],
  });
  ada = new TestBrowser(harness.http);
  bo = new TestBrowser(harness.http);
  await signIn(ada, harness.smtp, 'ada@example.com');
  await signIn(bo, harness.smtp, 'bo@example.com');
});

afterAll(async () => {
  await harness?.close();
});

/** Runs facade calls the way a request would: in their own unit of work. */
function inContext<T>(work: () => Promise<T>): Promise<T> {
  return RequestContext.create(harness.app.get(MikroORM).em, work);
}

async function userId(email: string): Promise<string> {
  return (await inContext(() => harness.app.get(UserDirectory).findByEmail(email)))!.id;
}

describe('creating an invite', () => {
  let code: string;

  it('answers the new invite: a code from the first name, 30 days, 5 uses', async () => {
    const response = await ada.post('/api/invites', { textPart: 'Ada' }).expect(201);
    const { id, expirationDate, maxUses, usageCount } = response.body.data;
    expect(id).toMatch(/^ADA-[2-9A-HJ-NP-Z]{4}$/);
    expect(maxUses).toBe(5);
    expect(usageCount).toBe(0);
    expect(Math.abs(Date.parse(expirationDate) - Date.now() - 30 * day)).toBeLessThan(60_000);
    code = id;
  });

  it('refuses a second one while the first is active, with the spec text', async () => {
    const response = await ada.post('/api/invites', { textPart: 'Ada' }).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'invites.active-invite-exists',
      message: 'You already have an active invite. You can create a new one after the current one expires.',
    });
  });

  it('lets the owner read it by code, in either case, and list their codes', async () => {
    const one = await ada.get(`/api/invites?inviteCode=${code.toLowerCase()}`).expect(200);
    expect(one.body).toEqual({ data: { inviteDetails: expect.objectContaining({ id: code, usageCount: 0 }) } });
    const owned = await ada.get('/api/invites/owned').expect(200);
    expect(owned.body.data.ownedInvites).toEqual([code]);
    expect(owned.body.data.invites).toEqual([one.body.data.inviteDetails]);
  });

  it('hides it from anyone else', async () => {
    const response = await bo.get(`/api/invites?inviteCode=${code}`).expect(404);
    expect(response.body).toMatchObject({ code: 'invites.not-found', message: 'Invite not found.' });
    expect((await bo.get('/api/invites/owned').expect(200)).body.data.ownedInvites).toEqual([]);
  });

  it('counts redemptions by new members once each, and never the owner', async () => {
    const redemptions = harness.app.get(InviteRedemptions);
    const [adaId, boId] = [await userId('ada@example.com'), await userId('bo@example.com')];
    expect(await inContext(() => redemptions.redeem(code, adaId))).toBe('own-invite');
    expect(await inContext(() => redemptions.redeem(code, boId))).toBe('redeemed');
    expect(await inContext(() => redemptions.redeem(code, boId))).toBe('already-redeemed');
    const others = Array.from({ length: 5 }, (_, index) => `0190a0a0-0000-7000-8000-00000000000${index}`);
    const outcomes = await Promise.all(others.map((member) => inContext(() => redemptions.redeem(code, member))));
    // Five uses in all: Bo and four of the five members redeeming at the same moment.
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'used-up')).toHaveLength(1);
    const details = (await ada.get(`/api/invites?inviteCode=${code}`).expect(200)).body.data.inviteDetails;
    expect(details.usageCount).toBe(5);
  });

  it('allows a new invite once the active one has two uses left or fewer', async () => {
    const response = await ada.post('/api/invites', { textPart: 'Ada Lovelace' }).expect(201);
    expect(response.body.data.id).toMatch(/^ADALOVELAC-/);
    expect((await ada.get('/api/invites/owned').expect(200)).body.data.ownedInvites).toHaveLength(2);
  });
});

describe('validation', () => {
  it.each([
    [{ textPart: '   ' }, 'invites.first-name-required', 'Please add your first name before creating an invite.'],
    [{}, 'validation.failed', 'Some fields are missing or invalid.'],
    [{ textPart: 42 }, 'validation.failed', 'Some fields are missing or invalid.'],
    [{ textPart: 'x'.repeat(61) }, 'validation.failed', 'Some fields are missing or invalid.'],
  ])('refuses %j', async (body, code, message) => {
    const response = await bo.post('/api/invites', body).expect(400);
    expect(response.body).toMatchObject({ code, message });
  });

  it('needs an invite code to read one', async () => {
    await bo.get('/api/invites').expect(400);
  });

  it('needs a session', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await visitor.post('/api/invites', { textPart: 'Eve' }).expect(401);
    await visitor.get('/api/invites/owned').expect(401);
    await visitor.get('/api/invites?inviteCode=ADA-2345').expect(401);
  });
});
