import { useLocation } from 'react-router';
import { useCurrentBrand } from '@ember/brand';
import { type ContentClient, type Landing } from '@ember/content';
import { ContentDocument, type ContentDocumentValue } from '../components/content-document';
import { PageMissing, PageUnavailable } from '../components/page-states';
import { PageSkeleton, type SkeletonShape } from '../components/page-skeleton';
import { type ContentState, useContent } from '../hooks/use-content';

function Rendered({
  state,
  path,
  isHome,
  shape,
}: {
  state: ContentState<ContentDocumentValue>;
  path: string;
  isHome?: boolean;
  shape?: SkeletonShape;
}) {
  switch (state.status) {
    case 'loading':
      return <PageSkeleton shape={shape} />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing />;
    case 'ready':
      return <ContentDocument value={state.data} path={path} isHome={isHome} />;
  }
}

async function landingFor(client: ContentClient, brandId: string): Promise<Landing | null> {
  const brands = await client.brands();
  const brand = brands.find((doc) => doc.key === brandId) ?? brands.find((doc) => doc.isDefault);
  return brand ? client.landing(brand) : null;
}

/** `/`: the landing of the brand this host name shows (spec 2 §2.3), as the CMS says. */
export function BrandLandingRoute() {
  const brandId = useCurrentBrand().id;
  const state = useContent(`landing:${brandId}`, (client) => landingFor(client, brandId));
  return <Rendered state={state} path="/" isHome />;
}

/**
 * A page from the CMS by its route (e.g. `/faq`); `/embero` shows the page of `/ember`. `shape` is
 * how the page opens, for the placeholder while it loads.
 */
export function CmsPageRoute({ path, shape = 'hero' }: { path: string; shape?: SkeletonShape }) {
  const { pathname } = useLocation();
  const state = useContent(`page:${path}`, async (client) => {
    const page = await client.page(path);
    return page ? ({ kind: 'page', page } as const) : null;
  });
  return <Rendered state={state} path={pathname} shape={shape} />;
}

/** A campaign from the CMS at `/{slug}`. */
export function CampaignRoute({ slug }: { slug: string }) {
  const { pathname } = useLocation();
  const state = useContent(`campaign:${slug}`, async (client) => {
    const campaign = await client.campaign(slug);
    return campaign ? ({ kind: 'campaign', campaign } as const) : null;
  });
  return <Rendered state={state} path={pathname} />;
}
