import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useGetProgramBySlugQuery } from '@ember/api-client';
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

  useEffect(() => {
    if (invite && invite !== data.inviteCode) dispatch(actions.updated({ inviteCode: invite.trim() }));
  }, [invite, data.inviteCode, dispatch, actions]);

  useEffect(() => {
    if (submission === 'preSubmit' && program.data && program.data.id !== data.programId) {
      dispatch(actions.updated({ programId: program.data.id, campaignPath: slug }));
    }
  }, [submission, program.data, data.programId, slug, dispatch, actions]);

  if (slug && program.isLoading) return <LoadingState label="Getting things ready…" />;

  // Spec 1 §8: a program that cannot be loaded leaves the default steps.
  const configuration = program.data && !program.error ? program.data.configuration : null;
  const steps = stepsFor({ configuration, variant: configuration ? 'default' : variant });
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
