import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { aProfile } from '../testing/a-profile';
import { ProfileSettingsPage } from './profile-settings-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => fake.reset());

function open(profile: Record<string, unknown> = {}) {
  fake.on('GET /api/profiles/me', { status: 200, body: aProfile(profile) });
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <ProfileSettingsPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('profile settings (spec 1 §2.5)', () => {
  it('keeps name, age, sex and location read-only, with a dialog to contact support', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'age: locked, how to change it' }));
    const dialog = screen.getByRole('dialog', { name: "your age can't be changed" });
    expect(within(dialog).getByRole('link', { name: /contact support/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByText('Toronto ON Canada')).toBeInTheDocument();
  });

  it('edits one field at a time and restores it on cancel', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'edit neighbourhoods' }));
    expect(screen.getByRole('button', { name: 'edit hosting' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'midtown' }));
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('downtown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'edit neighbourhoods' }));
    expect(screen.getByRole('checkbox', { name: 'midtown' })).toHaveAttribute('aria-checked', 'false');
  });

  it('saves a field with the location and its changes, and leaves editing', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/profiles/updateProfileProperty', {
      status: 200,
      body: aProfile({
        availableTimeSlots: [
          { dayOfWeek: 6, hour: 9 },
          { dayOfWeek: 0, hour: 11 },
        ],
      }),
    });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    open();
    await user.click(await screen.findByRole('button', { name: 'edit availability' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday 11 AM' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'save' })).toBeNull());
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      Location: 'CA:ON:Toronto',
      Changes: [
        {
          Field: 'availableTimeSlots',
          Value: [
            { dayOfWeek: 6, hour: 9 },
            { dayOfWeek: 0, hour: 11 },
          ],
        },
      ],
    });
  });

  it('shows the server message in red when a save fails, and keeps editing', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.on('POST /api/profiles/updateProfileProperty', {
      status: 400,
      body: { statusCode: 400, code: 'profile.invalid', message: 'Choose at least one neighbourhood.' },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'edit hosting' }));
    await user.click(screen.getByRole('radio', { name: 'I can host' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one neighbourhood.');
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      Location: 'CA:ON:Toronto',
      Changes: [
        { Field: 'canHost', Value: true },
        { Field: 'hostingDetails', Value: { hasVenue: false, venueName: null } },
      ],
    });
  });

  it("says 'User location not found' without a location", async () => {
    const user = userEvent.setup();
    open({ location: '' });
    await user.click(await screen.findByRole('button', { name: 'edit neighbourhoods' }));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User location not found');
  });
});
