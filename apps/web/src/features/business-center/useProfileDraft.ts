import { useCallback, useEffect, useState } from 'react';
import type { SettingsWithCategories } from '@notary/contracts';
import { hasChanges, profileDraft, type ProfileDraft } from './businessProfileRules';

interface Editing {
  /** The profile as loaded (or as the last save answered it): what "changed" is measured against. */
  original: ProfileDraft;
  draft: ProfileDraft;
}

/**
 * The profile being edited beside the one loaded. A fresh load (after a save here or elsewhere)
 * replaces both while nothing is pending; with changes pending, what the notary typed is kept.
 */
export function useProfileDraft(loaded: SettingsWithCategories | undefined) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [seen, setSeen] = useState<SettingsWithCategories | undefined>(undefined);

  // A new answer is taken in while rendering (React's way of deriving state from a prop).
  if (loaded !== seen) {
    setSeen(loaded);
    if (loaded && !(editing && hasChanges(editing.original, editing.draft))) {
      const fresh = profileDraft(loaded);
      setEditing({ original: fresh, draft: fresh });
    }
  }

  const edit = useCallback((change: (draft: ProfileDraft) => ProfileDraft) => {
    setEditing((now) => (now ? { ...now, draft: change(now.draft) } : now));
  }, []);

  /** Both the loaded profile and the edits change alike (a merge took a type away). */
  const editBoth = useCallback((change: (draft: ProfileDraft) => ProfileDraft) => {
    setEditing((now) => (now ? { original: change(now.original), draft: change(now.draft) } : now));
  }, []);

  const reset = useCallback((profile: ProfileDraft) => setEditing({ original: profile, draft: profile }), []);

  const changed = editing ? hasChanges(editing.original, editing.draft) : false;

  // Leaving the page (closing or reloading the tab) with changes pending asks first.
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  return { original: editing?.original ?? null, draft: editing?.draft ?? null, changed, edit, editBoth, reset };
}
