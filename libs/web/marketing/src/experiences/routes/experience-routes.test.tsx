import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Experience, type ExperienceType, replaceBrowserContentClient } from '@ember/content';
import { serveFakeCms } from '@ember/content/testing';
import { ExperienceLandingRoute, joinDelayMs } from './experience-landing-route';
import { ExperienceRoute } from './experience-route';
import { ExperienceTypeRoute } from './experience-type-route';

const stamps = { updatedAt: '', createdAt: '' };

function anExperience(experienceId: string, overrides: Partial<Experience> = {}): Experience {
  return {
    id: experienceId.length,
    experienceId,
    title: `The ${experienceId}`,
    subtitle: 'Learn it in an evening',
    category: 'Dance',
    language: 'English',
    requiredLevel: 'Beginner',
    price: 95,
    currency: 'CAD',
    area: 'Metro Vancouver, BC',
    country: 'Canada',
    duration: { hours: 2, minutes: 30 },
    participants: { min: 6, max: 12 },
    location: { name: 'Studio Ritmo', address: '1234 Granville St, Vancouver' },
    whatToExpect: 'Steps, then a routine.',
    whatsIncluded: [{ item: 'Instruction' }, { item: 'Music' }],
    notes: [{ title: 'What to wear', text: 'Trainers.' }],
    host: { name: 'Kai', bio: 'Teaches beginners.' },
    ...stamps,
    ...overrides,
  };
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function open(path: string, element: React.ReactNode, pattern: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Location />
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  replaceBrowserContentClient(null);
  vi.useRealTimers();
});

describe('experience view (spec 2 §2.12, spec 3 §2.4)', () => {
  it('shows the category, facts, location, host, about, included and notes', async () => {
    serveFakeCms({ collections: { experiences: [anExperience('latin-dance')] } });
    open('/experience/latin-dance', <ExperienceRoute />, '/experience/:experienceId');
    expect(await screen.findByRole('heading', { level: 1, name: 'The latin-dance' })).toBeInTheDocument();
    for (const text of [
      'Dance',
      '$95 per person',
      '2.5 h',
      'English',
      '6-12 people',
      'Beginner',
      'Studio Ritmo',
      'Kai',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Music')).toBeInTheDocument();
    expect(screen.getByText('What to wear')).toBeInTheDocument();
  });

  it('says so for an id the catalogue does not have', async () => {
    serveFakeCms({ collections: { experiences: [] } });
    open('/experience/nope', <ExperienceRoute />, '/experience/:experienceId');
    expect(await screen.findByRole('heading', { name: "We couldn't find that experience" })).toBeInTheDocument();
  });
});

describe('experience landing (spec 3 §2.5)', () => {
  const shuffle = anExperience('shuffle-dance', { title: 'Shuffle dance' });
  const settings = {
    id: 1,
    contactEmail: 'hello@ember.social',
    city: 'Toronto',
    experienceLanding: {
      fallbackExperience: shuffle,
      comparisonHeading: 'Not just another event',
      comparison: [{ topic: 'Who you meet', genericEvent: 'Whoever is there.', ours: 'People who picked each other.' }],
      stepsHeading: 'How it works',
      steps: ['Join', 'Video', 'Pick', 'Group', 'Go'].map((title) => ({ title, text: `${title} step.` })),
    },
  };

  it('shows hero, details, host, the comparison with generic events and five steps', async () => {
    serveFakeCms({
      collections: { experiences: [anExperience('latin-dance'), shuffle] },
      globals: { 'site-settings': settings },
    });
    open('/yvr/latin-dance', <ExperienceLandingRoute />, '/yvr/:experienceId');
    expect(await screen.findByRole('heading', { level: 1, name: 'The latin-dance' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Whoever is there.');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText('Go step.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kai' })).toBeInTheDocument();
  });

  it('falls back to the shuffle dance for an unknown id', async () => {
    serveFakeCms({ collections: { experiences: [shuffle] }, globals: { 'site-settings': settings } });
    open('/yvr/unknown', <ExperienceLandingRoute />, '/yvr/:experienceId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shuffle dance' })).toBeInTheDocument();
  });

  it('goes to /emberite/experiences/{id}/join 500 ms after Join', async () => {
    serveFakeCms({
      collections: { experiences: [anExperience('latin-dance')] },
      globals: { 'site-settings': settings },
    });
    open('/yvr/latin-dance', <ExperienceLandingRoute />, '/yvr/:experienceId');
    const join = await screen.findByRole('button', { name: 'Join' });
    vi.useFakeTimers();
    fireEvent.click(join);
    act(() => vi.advanceTimersByTime(joinDelayMs - 1));
    expect(screen.getByTestId('location')).toHaveTextContent('/yvr/latin-dance');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/emberite/experiences/latin-dance/join');
    expect(joinDelayMs).toBe(500);
  });
});

describe('experience type pages (spec 3 §2.6)', () => {
  it('shows the type with its dates, choices and the way to join', async () => {
    const poetry: ExperienceType = {
      id: 5,
      typeId: 'poetry-night',
      route: '/poetry',
      title: 'Poetry night',
      tagline: 'Friday evenings',
      price: 40,
      currency: 'CAD',
      durationText: '3-4 h',
      participants: { min: 8, max: 12 },
      availableDates: [{ date: '2025-02-14' }, { date: '2025-02-21' }],
      joinPath: '/emberite/experiences/poetry-night/join',
      ...stamps,
    };
    serveFakeCms({ collections: { 'experience-types': [poetry] } });
    open('/poetry', <ExperienceTypeRoute typeId="poetry-night" />, '/poetry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poetry night' })).toBeInTheDocument();
    for (const text of ['$40 per person', '3-4 h', '8-12 people', 'Fri, Feb 14', 'Fri, Feb 21'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'join' })[0]).toHaveAttribute(
      'href',
      '/emberite/experiences/poetry-night/join',
    );
  });
});
