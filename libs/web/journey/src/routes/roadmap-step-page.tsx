import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError, useGetCurrentUserQuery, useUpdateUserPropertyMutation } from '@ember/api-client';
import { Alert, Button, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import styles from '../components/journey.module.css';
import { findStep, isDone, withStepDone } from '../model/roadmaps';

/**
 * /emberite/journey/{roadmapId}/{stepId} (spec 3 §2.8): the step's content; 'Mark as Completed'
 * adds it to the roadmap's completed steps and saves them; once done the button reads 'Go back'.
 */
export function RoadmapStepPage() {
  const { roadmapId = '', stepId = '' } = useParams();
  const navigate = useNavigate();
  const user = useGetCurrentUserQuery();
  const [save, saving] = useUpdateUserPropertyMutation();
  const [error, setError] = useState<string | null>(null);
  const found = findStep(roadmapId, stepId, user.data?.location);
  usePageTitle(found?.step.title ?? 'Roadmap step');

  if (user.isLoading) return <LoadingState />;
  if (!user.data || !found) {
    return (
      <section className={styles.page}>
        <Link to="/emberite/journey" className={styles.backLink}>
          ← your journey
        </Link>
        <Alert>
          {user.data ? 'We could not find that step.' : 'We could not load your journey. Please try again.'}
        </Alert>
      </section>
    );
  }
  const { roadmap, step } = found;
  const done = isDone(user.data.roadmaps, roadmap.id, step.id);

  async function markCompleted() {
    if (!user.data || !step.id) return;
    setError(null);
    try {
      await save({
        updateUserPropertyRequest: {
          changes: [{ field: 'roadmaps', value: withStepDone(user.data.roadmaps, roadmap.id, step.id) }],
        },
      }).unwrap();
    } catch (failure) {
      console.error('saving the roadmap failed', failure);
      setError(isApiError(failure) ? failure.message : 'Failed to save changes');
    }
  }

  return (
    <article className={styles.page} aria-labelledby="step-title">
      <Link to="/emberite/journey" className={styles.backLink}>
        ← your journey
      </Link>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{roadmap.title}</p>
        <h1 id="step-title" className={styles.title}>
          {step.title}
        </h1>
      </header>
      <div className={styles.stepBody}>
        {step.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {step.action && (
          <Link to={step.action.to} className={buttonClassName({ variant: 'secondary' })}>
            {step.action.label}
          </Link>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
      <p className={styles.muted} role="status">
        {done ? 'Done. Nice work.' : ''}
      </p>
      {done ? (
        <Button size="large" block onClick={() => navigate('/emberite/journey')}>
          Go back
        </Button>
      ) : (
        <Button size="large" block onClick={markCompleted} loading={saving.isLoading}>
          Mark as Completed
        </Button>
      )}
    </article>
  );
}
