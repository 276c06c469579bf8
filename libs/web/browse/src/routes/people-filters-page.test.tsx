import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { replaceBrowserContentClient } from '@ember/content';
import { serveFakeCms } from '@ember/content/testing';
import { peopleQueryOf, toggled, withPurpose } from '../model/people-filters';
import { PeopleFiltersPage } from './people-filters-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => replaceBrowserContentClient(null));

const saved = {
  profileFilters: { sex: [], ageMin: 20, ageMax: 100, idealAge: null, purpose: 1 },
  eventFilters: { categories: [], dates: ['2099-01-02'] },
  availability: { startTime: '19:00', endTime: '22:00' },
  updatedAt: '2026-11-25T10:00:00Z',
};

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/profiles/me/filters', { status: 200, body: saved });
  fake.on('PUT /api/profiles/me/filters', (request) => ({
    status: 200,
    body: { ...(request.body as object), updatedAt: '2026-11-25T11:00:00Z' },
  }));
  serveFakeCms({
    collections: {
      experiences: [
        {
          id: 1,
          experienceId: 'hike',
          inCatalogue: true,
          category: 'Outdoors',
          title: 'Hike',
          updatedAt: '',
          createdAt: '',
        },
        {
          id: 2,
          experienceId: 'cook',
          inCatalogue: true,
          category: 'Food',
          title: 'Cook',
          updatedAt: '',
          createdAt: '',
        },
      ],
    },
  });
});

function open() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/emberite/peopleFilterSettings']}>
        <Routes>
          <Route path="/emberite/peopleFilterSettings" element={<PeopleFiltersPage />} />
          <Route path="/emberite/people" element={<h1>people list</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the people-filter settings (spec 3 §2.2, §3)', () => {
  it('shows the saved filters, and closing saves the changes and returns to people', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'People filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Youngest')).toHaveValue('20');
    expect(screen.getByText('Fri, Jan 2, 2099', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'women' }));
    await user.clear(screen.getByLabelText('Youngest'));
    await user.type(screen.getByLabelText('Youngest'), '28');
    await user.clear(screen.getByLabelText('Oldest'));
    await user.type(screen.getByLabelText('Oldest'), '45');
    await user.click(screen.getByRole('checkbox', { name: 'romance' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Outdoors' }));
    await user.click(screen.getByRole('button', { name: /remove/ }));
    await user.click(screen.getByRole('button', { name: 'save and close' }));

    expect(await screen.findByRole('heading', { name: 'people list' })).toBeInTheDocument();
    const put = fake.seen.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({
      profileFilters: { sex: ['female'], ageMin: 28, ageMax: 45, idealAge: null, purpose: 3 },
      eventFilters: { categories: ['outdoors'], dates: [] },
      availability: { startTime: '19:00', endTime: '22:00' },
    });
  });

  it('stays and says why when the server refuses a setting', async () => {
    const user = userEvent.setup();
    fake.on('PUT /api/profiles/me/filters', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'profile.invalid-filters',
        message: 'The youngest age cannot be above the oldest.',
        details: { field: 'profileFilters.ageMax' },
      },
    });
    open();
    await user.clear(await screen.findByLabelText('Oldest'));
    await user.type(screen.getByLabelText('Oldest'), '19');
    await user.click(screen.getByRole('button', { name: 'save and close' }));
    expect(await screen.findByText('The youngest age cannot be above the oldest.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'people list' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.seen.filter((request) => request.method === 'PUT')).toHaveLength(1));
  });
});

describe('filter rules', () => {
  it('sets and clears purpose flags and toggles list values', () => {
    expect(withPurpose(1, 2, true)).toBe(3);
    expect(withPurpose(3, 1, false)).toBe(2);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('asks browse for the age bands that overlap the saved ages', () => {
    const query = peopleQueryOf('CA:ON:Toronto', {
      ...saved,
      profileFilters: { ...saved.profileFilters, ageMin: 30, ageMax: 34, sex: ['male'] },
    });
    expect(query.sex).toBe('male');
    expect(query.age?.split(',')).toContain('early-30s');
    expect(query.age?.split(',')).not.toContain('early-20s');
    expect(peopleQueryOf('CA:ON:Toronto', saved).age).toBeUndefined();
  });
});
