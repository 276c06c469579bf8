import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@ember/ui';
import { LandingLayout } from '../layouts/landing-layout';
import { LandingPage } from '../pages/landing-page';
import { contentArea } from './content-area';
import { type ContentRoute, contentRoutes } from './content-route-table';
import { lazyArea } from './lazy-page';

const CmsPageRoute = contentArea('CmsPageRoute');
const CampaignRoute = contentArea('CampaignRoute');
const LegalRoute = contentArea('LegalRoute');

/** The rest of the route map, in a chunk of its own (area-routes.tsx). */
export const areaRoutes = lazyArea(() => import('./area-routes'));
const AreaRoutes = areaRoutes('AreaRoutes');

function contentElement(route: ContentRoute) {
  if ('page' in route) return <CmsPageRoute path={route.page} shape={route.shape} />;
  if ('campaign' in route) return <CampaignRoute slug={route.campaign} />;
  return <LegalRoute slug={route.legal} />;
}

function Loading() {
  return <LoadingState />;
}

/**
 * The whole route map of spec 1 §2.1 and spec 3 §2.2 and §2.11. The brand's landing and the pages
 * drawn from one CMS document, which the web server renders ahead, are declared here, with the app's
 * first script; every other route is declared in area-routes.tsx, loaded when first needed, and its
 * areas (public, session, member, host) are chunks of their own.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route element={<LandingLayout />}>
          <Route index element={<LandingPage />} />
          {contentRoutes.map((route) => (
            <Route key={route.path} path={route.path.slice(1)} element={contentElement(route)} />
          ))}
        </Route>
        <Route path="*" element={<AreaRoutes />} />
      </Routes>
    </Suspense>
  );
}
