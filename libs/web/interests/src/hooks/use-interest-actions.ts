import { useState } from 'react';
import {
  type Interest,
  isApiError,
  useAddInterestMutation,
  useRemoveInterestMutation,
  useSaveAiResponseMutation,
  useUpdateInterestMutation,
} from '@ember/api-client';
import type { ImportedInterest } from '@ember/interest-import';
import { importedText } from '@ember/interest-import';

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

/**
 * The interest actions of /interests. Failures are logged (spec 1 §8); the api's own message
 * (a duplicate name, a full list) is shown where the action happened.
 */
export function useInterestActions() {
  const [addInterest, adding] = useAddInterestMutation();
  const [updateInterest, updating] = useUpdateInterestMutation();
  const [removeInterest, removing] = useRemoveInterestMutation();
  const [saveAiResponse] = useSaveAiResponseMutation();
  const [error, setError] = useState<string | null>(null);

  async function run<T>(label: string, action: () => Promise<T>): Promise<T | null> {
    setError(null);
    try {
      return await action();
    } catch (failure) {
      console.error(`interest ${label} failed`, failure);
      setError(messageOf(failure));
      return null;
    }
  }

  return {
    error,
    clearError: () => setError(null),
    adding: adding.isLoading,
    updating: updating.isLoading,
    removing: removing.isLoading,
    add: (interest: { name: string; isCustom: boolean }) =>
      run('add', () => addInterest({ addInterestRequest: interest }).unwrap()),
    update: (interest: Interest, texts: { lookingFor: string; contribute: string }) =>
      run('update', () => updateInterest({ interestId: interest.id, updateInterestRequest: texts }).unwrap()),
    remove: (interest: Interest) => run('remove', () => removeInterest({ interestId: interest.id }).unwrap()),
    /** AI imports: each interest added in turn, then the answer kept with the first (logged only on failure). */
    async addImported(items: ImportedInterest[], responseText: string): Promise<void> {
      const created: Interest[] = [];
      for (const item of items) {
        const interest = await addInterest({
          addInterestRequest: {
            name: item.name,
            lookingFor: importedText(item.lookingFor),
            contribute: importedText(item.canContribute),
            isAiSuggested: true,
          },
        }).unwrap();
        created.push(interest);
      }
      const first = created[0];
      if (first) {
        await saveAiResponse({ interestId: first.id, saveAiResponseRequest: { aiResponseText: responseText } })
          .unwrap()
          .catch((failure: unknown) => console.error('saving the AI response failed', failure));
      }
    },
  };
}
