import { Route, Routes } from 'react-router';
import { LandingLayout } from '../layouts/landing-layout';
import { contentArea } from './content-area';
import { lazyArea } from './lazy-page';

const publicPage = lazyArea(() => import('./public-pages'));
const experiencePage = lazyArea(() => import('./experience-pages'));
const sessionPage = lazyArea(() => import('./session-pages'));
const memberPage = lazyArea(() => import('./member-pages'));
const hostPage = lazyArea(() => import('./host-pages'));
const adminPage = lazyArea(() => import('./admin-pages'));
const formatPage = lazyArea(() => import('./format-pages'));
const onboardingPage = lazyArea(() => import('./onboarding-pages'));
const profilePage = lazyArea(() => import('./profile-pages'));
const vibeCheckPage = lazyArea(() => import('./vibe-check-pages'));
const browsePage = lazyArea(() => import('./browse-pages'));
const registrationPage = lazyArea(() => import('./registration-pages'));
const paymentsPage = lazyArea(() => import('./payments-pages'));

const AuthLayout = publicPage('AuthLayout');
const LoginPage = publicPage('LoginPage');
const CreateAccountPage = publicPage('CreateAccountPage');
const MagicLinkPage = publicPage('MagicLinkPage');
const OAuthCallbackPage = publicPage('OAuthCallbackPage');
const SessionExpiredPage = publicPage('SessionExpiredPage');
const AccountSuspendedPage = publicPage('AccountSuspendedPage');
const NotFoundPage = publicPage('NotFoundPage');

const ProgramRoute = contentArea('ProgramRoute');
const ExperienceRoute = experiencePage('ExperienceRoute');
const ExperienceLandingRoute = experiencePage('ExperienceLandingRoute');
const ExperienceTypeRoute = experiencePage('ExperienceTypeRoute');
const CategoryRoute = experiencePage('CategoryRoute');

const SessionBoundary = sessionPage('SessionBoundary');
const RequireMember = sessionPage('RequireMember');
const RequireHost = sessionPage('RequireHost');
const RequireAdmin = sessionPage('RequireAdmin');
const WelcomeRedirect = sessionPage('WelcomeRedirect');

const StartPage = onboardingPage('StartPage');
const CompleteProfilePage = onboardingPage('CompleteProfilePage');
const RegisterPage = onboardingPage('RegisterPage');
const MyProfilePage = profilePage('MyProfilePage');
const ProfileSettingsPage = profilePage('ProfileSettingsPage');
const InterestsPage = profilePage('InterestsPage');
const VibeCheckPage = vibeCheckPage('VibeCheckPage');
const BrowsePage = browsePage('BrowsePage');
const PublicProfilePage = browsePage('PublicProfilePage');
const PoetryNightJoinPage = registrationPage('PoetryNightJoinPage');
const PaymentPage = paymentsPage('PaymentPage');

const MemberLayout = memberPage('MemberLayout');
const EmberiteRoutes = memberPage('EmberiteRoutes');

const HostRoutes = hostPage('HostRoutes');
const AdminConsole = adminPage('AdminConsole');
const CreateEventPage = hostPage('CreateEventPage');
const ClaimFormatPage = hostPage('ClaimFormatPage');
const PublicFormatPage = formatPage('PublicFormatPage');

/**
 * Every route but the content pages (app-routes.tsx): the public pages that talk to the api, sign-in,
 * the guarded member and host areas (spec 1 §2.2) and the not-found page. Pages not built yet say so.
 */
export function AreaRoutes() {
  return (
    <Routes>
      <Route element={<LandingLayout />}>
        <Route path="program/:programId" element={<ProgramRoute />} />
        <Route path="poetry" element={<ExperienceTypeRoute typeId="poetry-night" />} />
        <Route path="yvr" element={<ExperienceTypeRoute typeId="night-out" />} />
        <Route path="yvr/:experienceId" element={<ExperienceLandingRoute />} />
        <Route path="category/:categoryId" element={<CategoryRoute />} />
        <Route path="experience/:experienceId" element={<ExperienceRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route element={<SessionBoundary />}>
        <Route element={<AuthLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="create-account" element={<CreateAccountPage />} />
          <Route path="login/callback/:provider" element={<OAuthCallbackPage />} />
          <Route path="login/magic-link" element={<MagicLinkPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="session-expired" element={<SessionExpiredPage />} />
          <Route path="suspended" element={<AccountSuspendedPage />} />
          {/* The wizard's e-mail link: signs in and makes a host, so it cannot ask for either. */}
          <Route path="host/claim" element={<ClaimFormatPage />} />
        </Route>
        <Route path="welcome" element={<WelcomeRedirect />} />
        {/* The wizard brings its own full-page layout: progress bar, one question at a time. */}
        <Route path="start/:programSlug?" element={<StartPage />} />
        <Route path="complete-profile" element={<CompleteProfilePage />} />
        {/* Spec 3 §2.1: the event-format wizard, open without an account, in its own full-page layout. */}
        <Route path="create-event" element={<CreateEventPage />} />
        {/* Open without signing in, but they talk to the api (spec 3 §2.2; a format's public page). */}
        <Route element={<LandingLayout />}>
          <Route path="emberite/experiences/poetry-night/join" element={<PoetryNightJoinPage />} />
          <Route path="f/:slug" element={<PublicFormatPage />} />
          {/* Spec 1 §2.1: in the landing layout; the api asks for a session, so a visitor signs in first. */}
          <Route path="profile/:profileId" element={<PublicProfilePage />} />
        </Route>

        <Route element={<RequireMember />}>
          <Route element={<MemberLayout />}>
            <Route path="home" element={<BrowsePage />} />
            <Route path="vibe-check" element={<VibeCheckPage />} />
            <Route path="me" element={<MyProfilePage />} />
            <Route path="settings" element={<ProfileSettingsPage />} />
            <Route path="interests" element={<InterestsPage />} />
            {/* The deposit at the end of registration, and a group's ticket (spec 3 §2.10, §7). */}
            <Route path="payment" element={<PaymentPage />} />
            <Route path="emberite/*" element={<EmberiteRoutes />} />
          </Route>
        </Route>

        <Route element={<RequireAdmin />}>
          <Route path="admin/*" element={<AdminConsole />} />
        </Route>

        <Route element={<RequireHost />}>
          <Route path="host/*" element={<HostRoutes />} />
        </Route>
      </Route>
    </Routes>
  );
}
