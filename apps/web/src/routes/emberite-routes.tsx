import { type ReactNode, Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSkeleton } from '@ember/marketing';
import { ComingSoonPage as Soon } from '../pages/coming-soon-page';
import { FeatureSoonPage } from '../pages/feature-soon-page';
import { type MemberFeature, featureOn } from './feature-flags';
import { lazyArea } from './lazy-page';

const journeyPage = lazyArea(() => import('./journey-pages'));
const settingsPage = lazyArea(() => import('./settings-pages'));
const registrationPage = lazyArea(() => import('./registration-pages'));
const videosPage = lazyArea(() => import('./videos-pages'));
const roundsPage = lazyArea(() => import('./rounds-pages'));
const browsePage = lazyArea(() => import('./browse-pages'));
const experiencePage = lazyArea(() => import('./experience-pages'));
const chatPage = lazyArea(() => import('./chat-pages'));

const JourneyPage = journeyPage('JourneyPage');
const RoadmapStepPage = journeyPage('RoadmapStepPage');
const SettingsHomePage = settingsPage('SettingsHomePage');
const PreviewPage = settingsPage('PreviewPage');
const BasicInfoPage = settingsPage('BasicInfoPage');
const BucketListPage = settingsPage('BucketListPage');
const InvitesPage = settingsPage('InvitesPage');
const AuthSettingsRoute = settingsPage('AuthSettingsRoute');
const VisibilityPage = settingsPage('VisibilityPage');
const BlocksPage = settingsPage('BlocksPage');
const PaymentsSettingsPage = settingsPage('PaymentsSettingsPage');
const RegistrationWizardPage = registrationPage('RegistrationWizardPage');
const VideosSettingsPage = videosPage('VideosSettingsPage');
const ProfilePickPage = roundsPage('ProfilePickPage');
const CandidatesStartPage = roundsPage('CandidatesStartPage');
const MyGroupPage = roundsPage('MyGroupPage');
const PeoplePage = browsePage('PeoplePage');
const PeopleFiltersPage = browsePage('PeopleFiltersPage');
const AvailabilityPage = browsePage('AvailabilityPage');
const ExperiencesRoute = experiencePage('ExperiencesRoute');
const HelpChatPage = chatPage('HelpChatPage');

// Spec 3 §2.4: the same experience view as /experience/{id}, for pilot members.
const ExperienceRoute = lazy(() =>
  import('./experience-pages').then((module) => ({ default: module.ExperienceRoute })),
);

const toDiscover = { label: 'Go to Discover', to: '/home' };

/** A feature behind its flag (spec 3 §2.2): the page when on, the spec's coming-soon words when off. */
function Flagged({ feature, title, children }: { feature: MemberFeature; title: string; children: ReactNode }) {
  return featureOn(feature) ? children : <FeatureSoonPage title={title} back={toDiscover} />;
}

/** The member shell under /emberite (spec 1 §2.1, spec 3 §2.2), inside the member layout and guard. */
export function EmberiteRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/emberite/home" replace />} />
      <Route path="home" element={<Navigate to="/home" replace />} />
      <Route path="journey" element={<JourneyPage />} />
      <Route path="journey/:roadmapId/:stepId" element={<RoadmapStepPage />} />
      <Route
        path="experiences"
        element={
          <Flagged feature="experiences" title="Experiences">
            <ExperiencesRoute />
          </Flagged>
        }
      />
      <Route path="experiences/join" element={<RegistrationWizardPage />} />
      <Route path="experiences/:experienceId/join" element={<RegistrationWizardPage />} />
      <Route
        path="experience/:experienceId"
        element={
          <Suspense fallback={<PageSkeleton shape="plain" />}>
            <ExperienceRoute member />
          </Suspense>
        }
      />
      <Route
        path="people"
        element={
          <Flagged feature="people" title="People">
            <PeoplePage />
          </Flagged>
        }
      />
      <Route path="peopleFilterSettings" element={<PeopleFiltersPage />} />
      <Route path="profile/:profileId" element={<ProfilePickPage />} />
      <Route path="rounds/:roundId/candidates" element={<CandidatesStartPage />} />
      <Route path="rounds/:roundId/group" element={<MyGroupPage />} />
      <Route path="chat/:chatId" element={<HelpChatPage />} />
      <Route
        path="availability"
        element={
          <Flagged feature="availability" title="Availability">
            <AvailabilityPage />
          </Flagged>
        }
      />
      <Route path="settings" element={<SettingsHomePage />} />
      <Route path="settings/videos" element={<VideosSettingsPage />} />
      <Route path="settings/invites" element={<InvitesPage />} />
      <Route path="settings/basic" element={<BasicInfoPage />} />
      <Route path="settings/auth" element={<AuthSettingsRoute />} />
      <Route path="settings/visibility" element={<VisibilityPage />} />
      <Route path="settings/blocks" element={<BlocksPage />} />
      <Route path="settings/preview" element={<PreviewPage />} />
      <Route path="settings/bucketlist" element={<BucketListPage />} />
      <Route path="settings/payments" element={<PaymentsSettingsPage />} />
      <Route path="*" element={<Soon title="Member area" back={toDiscover} />} />
    </Routes>
  );
}
