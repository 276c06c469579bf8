import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceBrowserContentClient } from '@ember/content';
import { serveFakeCms } from '@ember/content/testing';
import { LegalRoute } from './legal-route';
import { ProgramRoute } from './program-route';

afterEach(() => replaceBrowserContentClient(null));

describe('program pages (spec 1 §2.9)', () => {
  it('show the card, its tracks and the way to apply for /program/{id}', async () => {
    serveFakeCms({
      collections: {
        programs: [
          {
            id: 1,
            programId: 'partner-dance',
            component: 'PartnerDanceProgram',
            card: {
              title: 'partner dance',
              subtitle: 'learn to lead and follow',
              badges: { duration: '90 min sessions', length: '4 weeks', groupSize: '6-12 people' },
              priceText: '$45 per session',
            },
            tracks: [{ trackId: 'salsa', name: 'salsa / bachata' }],
            updatedAt: '',
            createdAt: '',
          },
        ],
      },
    });
    render(
      <MemoryRouter initialEntries={['/program/partner-dance']}>
        <Routes>
          <Route path="/program/:programId" element={<ProgramRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'partner dance' })).toBeInTheDocument();
    for (const text of ['90 min sessions', '4 weeks', '6-12 people', '$45 per session', 'salsa / bachata'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'apply' })).toHaveAttribute('href', '/start/partner-dance');
  });
});

describe('legal pages (spec 3 §2.13)', () => {
  it('show the CMS text with its effective date', async () => {
    serveFakeCms({
      globals: {
        'privacy-policy': {
          id: 1,
          title: 'Privacy policy',
          effectiveDate: '2025-01-15T00:00:00.000Z',
          body: { root: {} },
          bodyHtml: '<h2>What we collect</h2><p>Registration details.</p>',
        },
      },
    });
    render(
      <MemoryRouter>
        <LegalRoute slug="privacy-policy" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('January 15, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
  });
});
