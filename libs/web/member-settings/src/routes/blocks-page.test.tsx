import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { BlocksPage } from './blocks-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const ben = { profileId: '0190f0e0-0000-7000-8000-0000000000b1', firstName: 'Ben', photoUrl: null, byReport: false };
const cai = { profileId: '0190f0e0-0000-7000-8000-0000000000c1', firstName: 'Cai', photoUrl: null, byReport: false };
let blocked: (typeof ben)[];

beforeEach(() => {
  fake.reset();
  blocked = [ben, cai];
  fake.on('GET /api/blocks', () => ({
    status: 200,
    body: { profileIds: blocked.map((member) => member.profileId), members: blocked },
  }));
  fake.on(`DELETE /api/blocks/${ben.profileId}`, () => {
    blocked = blocked.filter((member) => member !== ben);
    return { status: 204 };
  });
});

function show() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <BlocksPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/emberite/settings/blocks', () => {
  it('lists the blocked people and undoes one block', async () => {
    const user = userEvent.setup();
    show();
    const list = await screen.findByRole('list', { name: 'blocked people' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Ben'), expect.stringContaining('Cai')]);
    await user.click(screen.getByRole('button', { name: 'unblock Ben' }));
    expect(await screen.findByRole('button', { name: 'unblock Cai' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('button', { name: 'unblock Ben' })).toBeNull();
  });

  it('keeps a block that came with a report, without an undo', async () => {
    blocked = [{ ...ben, byReport: true }, cai];
    show();
    const list = await screen.findByRole('list', { name: 'blocked people' });
    const [benItem] = within(list).getAllByRole('listitem');
    expect(benItem).toHaveTextContent('reported: stays blocked');
    expect(within(benItem!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'unblock Cai' })).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    blocked = [];
    show();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
