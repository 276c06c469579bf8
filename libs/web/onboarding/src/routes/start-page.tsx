import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useGetMyProfileQuery, useGetProgramBySlugQuery, useGetSessionQuery } from '@ember/api-client';
import { useStartFlow } from '@ember/start-flow';
import { LoadingState } from '@ember/ui';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { ProgramBanner } from '../components/program-banner';
import { useOnboarding } from '../hooks/use-onboarding';
import { stepsFor } from '../model/steps';

/**
 * /start/{programSlug?} (spec 1 §2.3): the program named by the path (or the campaign a landing
 * page noted) decides the steps; without one, or when it cannot be loaded, the default steps run.
 * `?flow=toronto` runs the Toronto-only interest flow; `?invite=CODE` keeps the invite for sign-up.
 * A member who has a profile (applying to a second program) is not asked the locked questions
 * again: their registered name, age, sex and city go with the submission.
 */
export function StartPage() {
  const { programSlug } = useParams();
  const [params] = useSearchParams();
  const flow = useStartFlow();
  const { data, submission, dispatch, actions } = useOnboarding();
  const slug = programSlug ?? flow.campaignPath ?? null;
  const program = useGetProgramBySlugQuery({ slug: slug ?? '' }, { skip: !slug });
  const invite = params.get('invite');
  const variant = params.get('flow') === 'toronto' ? 'toronto-only' : 'default';
  const session = useGetSessionQuery();
  const me = useGetMyProfileQuery(undefined, { skip: !session.data });
  const profile = me.data && !me.error ? me.data : null;
  // Wait for the first answer, before the wizard moves: a visitor who signs in at the register
  // step, or a later refetch, must not unmount a wizard in progress.
  const [profileAnswered, setProfileAnswered] = useState(false);
  if (!profileAnswered && (me.data || me.isError)) setProfileAnswered(true);
  const awaitingProfile = Boolean(session.data) && !profileAnswered && data.currentStep === 0;

  useEffect(() => {
    if (invite && invite !== data.inviteCode) dispatch(actions.updated({ inviteCode: invite.trim() }));
  }, [invite, data.inviteCode, dispatch, actions]);

  useEffect(() => {
    if (submission === 'preSubmit' && program.data && program.data.id !== data.programId) {
      dispatch(actions.updated({ programId: program.data.id, campaignPath: slug }));
    }
  }, [submission, program.data, data.programId, slug, dispatch, actions]);

  useEffect(() => {
    if (submission !== 'preSubmit' || !profile) return;
    const known = {
      firstName: profile.firstName,
      age: String(profile.age),
      sex: profile.userSex === 'male' ? ('male' as const) : ('female' as const),
      location: profile.location,
    };
    if (Object.entries(known).some(([key, value]) => data[key as keyof typeof known] !== value)) {
      dispatch(actions.updated(known));
    }
  }, [submission, profile, data, dispatch, actions]);

  if ((slug && program.isLoading) || awaitingProfile) {
    return <LoadingState label="Getting things ready…" />;
  }

  // Spec 1 §8: a program that cannot be loaded leaves the default steps.
  const configuration = program.data && !program.error ? program.data.configuration : null;
  const steps = stepsFor({ configuration, variant: configuration ? 'default' : variant, hasProfile: Boolean(profile) });
  return (
    <OnboardingWizard
      steps={steps}
      variant={configuration ? 'default' : variant}
      programId={program.data?.id ?? flow.programId ?? null}
      doneTo="/home"
      banner={program.data ? <ProgramBanner program={program.data} /> : undefined}
    />
  );
}
