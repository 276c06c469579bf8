import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, aCurrentUser, createTestStore } from '@ember/api-client/testing';
import { AuthSettingsPage } from './auth-settings-page';
import { BucketListPage } from './bucket-list-page';
import { InvitesPage } from './invites-page';
import { SettingsHomePage } from './settings-home-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => vi.useRealTimers());

const day = 86_400_000;
let invites: { id: string; expirationDate: string; maxUses: number; usageCount: number }[];

beforeEach(() => {
  fake.reset();
  invites = [];
  fake.on('GET /api/profiles/me', { status: 200, body: { firstName: 'Ada', location: 'CA:ON:Toronto', videos: [] } });
  fake.on('GET /api/invites/owned', () => ({
    status: 200,
    body: { data: { ownedInvites: invites.map((invite) => invite.id), invites } },
  }));
  fake.on('GET /api/users/currentUser', {
    status: 200,
    body: aCurrentUser({ bucketList: ['learn to surf'], identity: [{ provider: 'google', userId: '1093' }] }),
  });
});

function show(page: ReactNode) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
}

describe('/emberite/settings (spec 3 §2.9)', () => {
  it('links the built screens and says the others are coming soon', async () => {
    const user = userEvent.setup();
    show(<SettingsHomePage />);
    expect(screen.getByRole('heading', { name: 'How Others See You' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invites/ })).toHaveAttribute('href', '/emberite/settings/invites');
    const mindset = screen.getByRole('button', { name: /Mindset/ });
    expect(mindset).toHaveTextContent('Not available - coming soon');
    await user.click(mindset);
    expect(screen.getByRole('alert')).toHaveTextContent('This feature is coming soon! Apologies for inconvenience.');
    expect(screen.getAllByText('Not available - coming soon')).toHaveLength(4);
  });
});

describe('invites (spec 3 §4)', () => {
  it('creates an invite with the first name, showing Creating... while busy', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/invites', () => {
      const created = {
        id: 'ADA-7K3Q',
        expirationDate: new Date(Date.now() + 30 * day).toISOString(),
        maxUses: 5,
        usageCount: 0,
      };
      invites = [created];
      return { status: 201, body: { data: created } };
    });
    show(<InvitesPage />);
    expect(await screen.findByText('You have no invites yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'create an invite' }));
    expect(await screen.findByText('Invite created successfully!')).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({ textPart: 'Ada' });
    expect(await screen.findByText('ADA-7K3Q')).toBeInTheDocument();
    // The new invite expires in 30 days with 5 uses left: a second is blocked.
    expect(screen.getByRole('button', { name: 'create an invite' })).toBeDisabled();
    expect(
      screen.getByText('You already have an active invite. You can create a new one after the current one expires.'),
    ).toBeInTheDocument();
  });

  it('shows Creating... on the button while the invite is made', async () => {
    fake.on('POST /api/invites', {
      status: 500,
      body: { statusCode: 500, code: 'x', message: 'Failed to create invite.' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(<InvitesPage />);
    const button = await screen.findByRole('button', { name: 'create an invite' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create invite.');
  });

  it('copies a code and confirms it for two seconds', async () => {
    invites = [
      { id: 'ADA-OLD1', expirationDate: new Date(Date.now() + 3 * day).toISOString(), maxUses: 5, usageCount: 4 },
    ];
    // Installs a clipboard in the test's browser.
    userEvent.setup();
    show(<InvitesPage />);
    const copy = await screen.findByRole('button', { name: 'copy ADA-OLD1' });
    expect(screen.getByRole('button', { name: 'create an invite' })).toBeEnabled();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied "ADA-OLD1" to clipboard!');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.useRealTimers();
    expect(await navigator.clipboard.readText()).toBe('ADA-OLD1');
  });
});

describe('bucket list and authentication', () => {
  it('saves the list trimmed, without empties or duplicates', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/users/updateUserProperty', { status: 200, body: aCurrentUser() });
    show(<BucketListPage />);
    const first = await screen.findByLabelText('bucket list item 1');
    expect(first).toHaveValue('learn to surf');
    await user.click(screen.getByRole('button', { name: '+ add an item' }));
    await user.type(screen.getByLabelText('bucket list item 2'), '  learn to surf  ');
    await user.click(screen.getByRole('button', { name: '+ add an item' }));
    await user.type(screen.getByLabelText('bucket list item 3'), ' see the aurora ');
    await user.click(screen.getByRole('button', { name: '+ add an item' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Saved.');
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      changes: [{ field: 'bucketList', value: ['learn to surf', 'see the aurora'] }],
    });
  });

  it('shows the e-mail as the id, the linked providers, and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    show(<AuthSettingsPage onSignOut={onSignOut} />);
    expect(await screen.findByLabelText('your ID')).toHaveValue('ada@example.com');
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.getByText('user id 1093')).toBeInTheDocument();
    expect(screen.getByText(/We don't store your identity data/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
