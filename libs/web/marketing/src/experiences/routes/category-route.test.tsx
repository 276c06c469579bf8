import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Experience, categoryId, replaceBrowserContentClient } from '@ember/content';
import { serveFakeCms } from '@ember/content/testing';
import { CategoryRoute, experiencesIn } from './category-route';

function anExperience(experienceId: string, category: string, overrides: Partial<Experience> = {}): Experience {
  return {
    id: experienceId.length * 10 + category.length,
    experienceId,
    inCatalogue: true,
    title: `The ${experienceId}`,
    subtitle: 'An evening to remember',
    category,
    language: 'English',
    requiredLevel: 'Beginner',
    price: 45,
    currency: 'CAD',
    area: 'Revelstoke, BC',
    country: 'Canada',
    duration: { hours: 2, minutes: 0 },
    participants: { min: 4, max: 8 },
    location: { name: 'Somewhere', address: '1 Main St' },
    whatToExpect: 'Fun.',
    host: { name: 'Kai' },
    updatedAt: '',
    createdAt: '',
    ...overrides,
  };
}

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/category/:categoryId" element={<CategoryRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => replaceBrowserContentClient(null));

describe('/category/{id}', () => {
  it('lists the experiences of the category, each linking to its page', async () => {
    serveFakeCms({
      collections: {
        experiences: [
          anExperience('paddleboard', 'Outdoors'),
          anExperience('axe-throwing', 'Games'),
          anExperience('hike-dip', 'Outdoors', { area: 'Metro Vancouver, BC', price: 60 }),
        ],
      },
    });
    open('/category/outdoors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoors' })).toBeInTheDocument();
    expect(screen.getByText('2 experiences in Revelstoke, BC and Metro Vancouver, BC')).toBeInTheDocument();
    const list = screen.getAllByRole('listitem');
    expect(list).toHaveLength(2);
    expect(within(list[0]!).getByRole('link')).toHaveAttribute('href', '/experience/paddleboard');
    expect(within(list[1]!).getByRole('link')).toHaveAttribute('href', '/experience/hike-dip');
    expect(list[1]).toHaveTextContent('$60');
    expect(screen.queryByText('The axe-throwing')).not.toBeInTheDocument();
  });

  it('says a category without experiences is not found', async () => {
    serveFakeCms({ collections: { experiences: [anExperience('axe-throwing', 'Games')] } });
    open('/category/pottery');
    expect(await screen.findByText(/couldn.t find that category/)).toBeInTheDocument();
  });
});

describe('category ids', () => {
  it('are the lower-case name with hyphens', () => {
    expect(categoryId('Food & Drink')).toBe('food-drink');
    expect(categoryId('Outdoors')).toBe('outdoors');
    expect(categoryId('Café Talks')).toBe('cafe-talks');
    expect(experiencesIn([anExperience('a', 'Dance')], 'dance')).toHaveLength(1);
  });
});
