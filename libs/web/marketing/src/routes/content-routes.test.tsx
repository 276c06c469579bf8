import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Campaign, type Page, replaceBrowserContentClient } from '@ember/content';
import { serveFakeCms } from '@ember/content/testing';
import { clearStartFlow, readStartFlow } from '@ember/start-flow';
import { BrandLandingRoute, CampaignRoute, CmsPageRoute } from './content-routes';

const stamps = { updatedAt: '', createdAt: '' };

function aPage(path: string, layout: Page['layout'], overrides: Partial<Page> = {}): Page {
  return {
    id: path.length,
    title: `Page ${path}`,
    slug: path.slice(1) || 'home',
    path,
    layout,
    ...stamps,
    ...overrides,
  };
}

function aCampaign(slug: string, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: slug.length,
    title: slug,
    slug,
    layout: [{ blockType: 'hero', heading: `The ${slug} campaign` }],
    ...stamps,
    ...overrides,
  };
}

const faqPage = aPage('/faq', [
  { blockType: 'faqAccordion', heading: 'Frequently asked questions', faqs: [] },
  { blockType: 'callToAction', heading: 'Still wondering?', button: { label: 'write to us', href: '/about' } },
]);

function open(element: React.ReactNode) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

beforeEach(() => clearStartFlow());
afterEach(() => {
  replaceBrowserContentClient(null);
  vi.restoreAllMocks();
});

describe('pages from the CMS', () => {
  it('renders the blocks in order, the first heading as the h1, each section telling the header its tone', async () => {
    serveFakeCms({
      collections: {
        pages: [
          aPage('/v1', [
            { blockType: 'hero', heading: 'Meet people in groups' },
            { blockType: 'content', heading: 'More' },
          ]),
        ],
      },
    });
    const { container } = open(<CmsPageRoute path="/v1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet people in groups' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'More' })).toBeInTheDocument();
    const tones = [...container.querySelectorAll('section[data-header-tone]')].map((section) =>
      section.getAttribute('data-header-tone'),
    );
    expect(tones).toEqual(['dark', 'light']);
  });

  it('makes the first block heading the h1 on a page without a hero', async () => {
    serveFakeCms({ collections: { pages: [faqPage] } });
    open(<CmsPageRoute path="/faq" shape="plain" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Still wondering?' })).toBeInTheDocument();
  });

  it('says the page is not there when the CMS has none at that path', async () => {
    serveFakeCms({ collections: { pages: [] } });
    open(<CmsPageRoute path="/nowhere" />);
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
  });

  it('says so gracefully, with a retry, when the CMS is down and nothing was held', async () => {
    const cms = serveFakeCms({ down: true, collections: { pages: [{ ...faqPage, path: '/help' }] } });
    open(<CmsPageRoute path="/help" />);
    expect(await screen.findByRole('heading', { name: "We can't load this page right now" })).toBeInTheDocument();
    cms.content.down = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('keeps showing the page it has while the CMS is down', async () => {
    const cms = serveFakeCms({ collections: { pages: [faqPage] } });
    const first = open(<CmsPageRoute path="/faq" />);
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    first.unmount();
    cms.content.down = true;
    open(<CmsPageRoute path="/faq" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});

describe('the brand landing at /', () => {
  it('shows the landing of the brand whose host names include this one', async () => {
    serveFakeCms({
      collections: {
        brands: [
          {
            id: 1,
            key: 'programs',
            name: 'Ember',
            isDefault: true,
            hostNames: [{ hostName: 'localhost' }],
            landingVariant: 'programs',
            landing: { relationTo: 'pages', value: aPage('/', [{ blockType: 'hero', heading: 'Meet your people' }]) },
            headerCta: { label: 'sign in', href: '/login' },
            applyLink: { label: 'apply', href: '/start' },
            copyrightYear: 2025,
            ...stamps,
          },
        ],
      },
    });
    open(<BrandLandingRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet your people' })).toBeInTheDocument();
  });
});

describe('campaigns on load (spec 2 §2.8-2.10)', () => {
  it('put their campaign path and program id into the start flow', async () => {
    serveFakeCms({
      collections: {
        campaigns: [
          aCampaign('brains-and-barstools', {
            campaignPath: 'brains-and-barstools',
            programId: 'prog-brains-and-barstools',
          }),
        ],
      },
    });
    open(<CampaignRoute slug="brains-and-barstools" />);
    await screen.findByRole('heading', { level: 1 });
    expect(readStartFlow()).toMatchObject({
      campaignPath: 'brains-and-barstools',
      programId: 'prog-brains-and-barstools',
    });
  });

  it('log the utm values to the console where the campaign says so (the mystery), and only there', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/halloween-mystery?utm_source=ig&utm_medium=story&utm_campaign=oct');
    serveFakeCms({
      collections: {
        campaigns: [
          aCampaign('halloween-mystery', { campaignPath: 'halloween-mystery', logUtm: true }),
          aCampaign('coffee'),
        ],
      },
    });
    const mystery = open(<CampaignRoute slug="halloween-mystery" />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('utm', { utm_source: 'ig', utm_medium: 'story', utm_campaign: 'oct' }),
    );
    expect(readStartFlow().campaignPath).toBe('halloween-mystery');
    mystery.unmount();
    log.mockClear();
    open(<CampaignRoute slug="coffee" />);
    await screen.findByRole('heading', { level: 1, name: 'The coffee campaign' });
    expect(log).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
