import { Suspense, lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Interest, useGetMyProfileQuery, useListInterestsQuery } from '@ember/api-client';
import { Alert, Button, InterestCard, LoadingState, usePageTitle, visibleChipCount } from '@ember/ui';
import { AddInterestDialog } from '../components/add-interest-dialog';
import { InterestModal } from '../components/interest-modal';
import styles from '../components/interests.module.css';
import { useInterestActions } from '../hooks/use-interest-actions';

// The AI flow carries the YAML reader: it loads when first opened.
const AiSuggestionsModal = lazy(() =>
  import('../components/ai-suggestions-modal').then((module) => ({ default: module.AiSuggestionsModal })),
);

export function incompleteWarning(count: number): string {
  return count === 1
    ? '1 of your interests is incomplete, so others cannot see it yet. Tap it to finish it.'
    : `${count} of your interests are incomplete, so others cannot see them yet. Tap one to finish it.`;
}

/**
 * /interests (spec 1 §2.5): the member's interests, how many are incomplete (hidden from others),
 * the add flow (also opened by ?add=true), the add-another card below five, and AI suggestions.
 */
export function InterestsPage() {
  usePageTitle('Interests');
  const [params, setParams] = useSearchParams();
  const list = useListInterestsQuery();
  const profile = useGetMyProfileQuery();
  const actions = useInterestActions();
  const [adding, setAdding] = useState(params.get('add') === 'true');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const [aiUsed, setAiUsed] = useState(false);

  useEffect(() => {
    if (params.get('add') === 'true') setParams({}, { replace: true });
  }, [params, setParams]);

  const interests = list.data?.interests ?? [];
  const editing = interests.find((interest) => interest.id === editingId) ?? null;
  const names = interests.map((interest) => interest.name);

  async function addNamed(choice: { name: string; isCustom: boolean }) {
    const created = await actions.add(choice);
    if (!created) return;
    setAdding(false);
    setEditingId(created.id);
  }

  async function save(interest: Interest, texts: { lookingFor: string; contribute: string }) {
    if (await actions.update(interest, texts)) setEditingId(null);
  }

  async function remove(interest: Interest) {
    if ((await actions.remove(interest)) !== null) setEditingId(null);
  }

  return (
    <section className={styles.page} aria-labelledby="interests-title">
      <header className={styles.pageHeader}>
        <h1 id="interests-title" className={styles.pageTitle}>
          your interests
        </h1>
        <p className={styles.lead}>
          What you are into, what you hope to find in others and what you bring. People pick who to meet from these.
        </p>
      </header>

      {list.isLoading ? (
        <LoadingState label="Loading your interests…" />
      ) : list.error ? (
        <div className={styles.stack}>
          <Alert>We couldn&apos;t load your interests. Check your connection and try again.</Alert>
          <Button variant="secondary" onClick={() => list.refetch()}>
            try again
          </Button>
        </div>
      ) : (
        <>
          {list.data && list.data.incompleteCount > 0 && (
            <Alert tone="info">{incompleteWarning(list.data.incompleteCount)}</Alert>
          )}
          <div className={styles.toolbar}>
            <Button variant="secondary" onClick={() => setAiOpen(true)}>
              <svg viewBox="0 0 20 20" width="18" height="18" fill="currentColor" aria-hidden="true">
                <path d="M10 1.5l1.6 4.9 4.9 1.6-4.9 1.6L10 14.5l-1.6-4.9L3.5 8l4.9-1.6L10 1.5Zm5.5 11l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2Z" />
              </svg>
              get ideas from AI
            </Button>
          </div>
          {interests.length === 0 && (
            <p className={styles.empty}>No interests yet. Add the first one: it is how people find you.</p>
          )}
          <ul className={styles.cardGrid}>
            {interests.map((interest) => (
              <li key={interest.id}>
                <InterestCard interest={interest} onOpen={() => setEditingId(interest.id)} />
              </li>
            ))}
            {interests.length < visibleChipCount && (
              <li>
                <button type="button" className={styles.addCard} onClick={() => setAdding(true)}>
                  <span className={styles.addIcon} aria-hidden="true">
                    +
                  </span>
                  {interests.length === 0 ? 'add an interest' : 'add another interest'}
                </button>
              </li>
            )}
          </ul>
          {interests.length >= visibleChipCount && (
            <Button variant="ghost" onClick={() => setAdding(true)}>
              + add another interest
            </Button>
          )}
        </>
      )}

      <AddInterestDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          actions.clearError();
        }}
        existingNames={names}
        onAdd={addNamed}
        adding={actions.adding}
        error={adding ? actions.error : null}
      />
      <InterestModal
        interest={editing}
        onClose={() => {
          setEditingId(null);
          actions.clearError();
        }}
        onSave={(texts) => (editing ? save(editing, texts) : undefined)}
        onRemove={() => (editing ? void remove(editing) : undefined)}
        saving={actions.updating}
        removing={actions.removing}
        error={editing ? actions.error : null}
      />
      {(aiOpen || aiUsed) && (
        <Suspense fallback={null}>
          <AiSuggestionsModal
            open={aiOpen}
            onClose={() => {
              setAiOpen(false);
              setAiUsed(true);
            }}
            age={profile.data?.age}
            sex={profile.data?.userSex}
            existingNames={names}
            onAdd={actions.addImported}
          />
        </Suspense>
      )}
    </section>
  );
}
