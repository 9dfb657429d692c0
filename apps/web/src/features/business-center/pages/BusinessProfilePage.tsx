import { useCallback, useRef, useState } from 'react';
import { isApiError, isUnauthorized, messageOf } from '../../../app/apiError';
import { useAppDispatch } from '../../../app/hooks';
import { messageShown } from '../../../app/messages';
import { ConfirmDialog } from '../../../shared/dialog/ConfirmDialog';
import { LoadingButton } from '../../../shared/ui/LoadingButton';
import { Page } from '../../../shared/ui/Page';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useGetBusinessProfileQuery, useGetWorkTypeUsageQuery, useMergeWorkTypeMutation, useSaveBusinessProfileMutation } from '../api';
import {
  MERGE_FAILED_TEXT,
  problemsOf,
  profileDraft,
  SAVE_FAILED_TEXT,
  SAVE_FAILED_TITLE,
  SAVED_TOAST,
  saveBody,
  typesOf,
  withCategory,
  withCategoryActive,
  withNewType,
  withoutMerged,
  withoutType,
  withType,
  type DraftType,
} from '../businessProfileRules';
import { CategorySection } from '../components/CategorySection';
import { ChangeCategoryDialog } from '../components/ChangeCategoryDialog';
import { MergeTypeDialog } from '../components/MergeTypeDialog';
import { useProfileDraft } from '../useProfileDraft';
import '../../../styles/controls.css';
import '../business-center.css';

type Open = { dialog: 'category' | 'delete' | 'merge'; type: DraftType } | null;

/**
 * /BusinessProfile (spec 001 §2): the three categories of work, each with its types, their fees,
 * default lengths and switches. Edits are kept on the page and saved together (only what changed,
 * spec 001 §5); a merge of a custom type into a standard one is done at once, on the server.
 */
export default function BusinessProfilePage() {
  const dispatch = useAppDispatch();
  const { data, error, refetch } = useGetBusinessProfileQuery();
  const usage = useGetWorkTypeUsageQuery();
  const [save, { isLoading: saving }] = useSaveBusinessProfileMutation();
  const [merge, { isLoading: merging }] = useMergeWorkTypeMutation();
  const { original, draft, changed, edit, editBoth, reset } = useProfileDraft(data);
  const [open, setOpen] = useState<Open>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const added = useRef(0);
  const clearToast = useCallback(() => setToast(null), []);

  const problems = draft && showProblems ? problemsOf(draft) : {};
  const signingsOf = (typeId: number) => (usage.data ? (usage.data.AppointmentTypes.find((entry) => entry.Id === typeId)?.Signings ?? 0) : undefined);

  const submit = async () => {
    if (!original || !draft || !changed || saving) return;
    if (Object.keys(problemsOf(draft)).length) {
      setShowProblems(true);
      return;
    }
    try {
      const answer = await save(saveBody(original, draft)).unwrap();
      reset(profileDraft(answer));
      setShowProblems(false);
      setToast({ ...SAVED_TOAST });
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      // A refusal says why; anything else is the catalogue's message. The edits stay, and so does Save.
      const text = isApiError(failure) && typeof failure.status === 'number' && failure.status < 500 ? messageOf(failure) : SAVE_FAILED_TEXT;
      dispatch(messageShown({ title: SAVE_FAILED_TITLE, text }));
    }
  };

  const mergeInto = async (type: DraftType, intoTypeId: number) => {
    try {
      const answer = await merge({ customAppointmentId: type.Id, defaultAppointmentId: intoTypeId }).unwrap();
      const into = answer.LoanTypes.find((candidate) => candidate.Id === intoTypeId)?.Name ?? 'the standard type';
      editBoth((profile) => withoutMerged(profile, type.Id));
      setToast({
        title: 'Merged',
        text: `${type.Name} is now ${into}: ${answer.SigningIds.length} signing${answer.SigningIds.length === 1 ? '' : 's'} re-typed.`,
      });
    } catch (failure) {
      if (!isUnauthorized(failure)) dispatch(messageShown({ text: MERGE_FAILED_TEXT }));
    } finally {
      // Spec 001 §8: on failure too, the dialog closes.
      setOpen(null);
    }
  };

  return (
    <Page title="Business Profile" help="businessProfile">
      <p className="profile-intro">
        The work you do, in three categories: what you charge for each type of work and how long it usually takes (a new signing starts from these). Switch off
        what you do not offer. A <strong>notarial fee</strong> is what you charge for acting as a notary public; it is exempt from self-employment tax, so the
        tax report leaves it out of that estimate.
      </p>
      {error && (
        <div className="notice notice--danger" role="alert">
          <strong className="notice__title">Unable to load Type of work data</strong>
          <p>{messageOf(error)}</p>
          <button type="button" className="button button--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      )}
      {!draft && !error && <p role="status">Loading your types of work…</p>}
      {draft &&
        draft.categories.map((category) => (
          <CategorySection
            key={category.Id}
            category={category}
            types={typesOf(draft, category.Id)}
            deleted={draft.types.filter((type) => type.IsDeleted && type.CategoryId === category.Id)}
            problems={problems}
            focusKey={focusKey}
            onActiveChange={(active) => edit((now) => withCategoryActive(now, category.Id, active))}
            onTypeChange={(key, changes) => edit((now) => withType(now, key, changes))}
            onAddType={() => {
              const key = `new-${(added.current += 1)}`;
              edit((now) => withNewType(now, category.Id, key));
              setFocusKey(key);
            }}
            onChangeCategory={(type) => setOpen({ dialog: 'category', type })}
            onDelete={(type) => (type.Id > 0 ? setOpen({ dialog: 'delete', type }) : edit((now) => withoutType(now, type.key)))}
            onUndoDelete={(type) => edit((now) => withType(now, type.key, { IsDeleted: false }))}
            onMerge={(type) => setOpen({ dialog: 'merge', type })}
          />
        ))}
      {draft && (
        <div className="profile-savebar">
          <p className="profile-savebar__status" role="status">
            {changed ? 'Changes not saved yet.' : 'All changes saved.'}
          </p>
          <button type="button" className="button button--secondary" disabled={!changed || saving} onClick={() => original && reset(original)}>
            Undo changes
          </button>
          <LoadingButton type="button" loading={saving} disabled={!changed} onClick={() => void submit()}>
            Save
          </LoadingButton>
        </div>
      )}

      {open?.dialog === 'category' && draft && (
        <ChangeCategoryDialog
          type={open.type}
          categories={draft.categories}
          onClose={() => setOpen(null)}
          onMove={(categoryId) => {
            edit((now) => withCategory(now, open.type.key, categoryId));
            setOpen(null);
          }}
        />
      )}
      {open?.dialog === 'delete' && (
        <ConfirmDialog
          title="Confirm Delete"
          message={deleteMessage(open.type, signingsOf(open.type.Id))}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            edit((now) => withoutType(now, open.type.key));
            setOpen(null);
          }}
        />
      )}
      {open?.dialog === 'merge' && original && (
        <MergeTypeDialog
          type={open.type}
          profile={original}
          signings={signingsOf(open.type.Id)}
          merging={merging}
          onClose={() => setOpen(null)}
          onMerge={(intoTypeId) => void mergeInto(open.type, intoTypeId)}
        />
      )}
      <Toast message={toast} onDone={clearToast} />
    </Page>
  );
}

function deleteMessage(type: DraftType, signings: number | undefined): string {
  const kept = signings
    ? ` Its ${signings === 1 ? 'signing keeps' : `${signings} signings keep`} it as a type no longer offered; to re-type them, merge it instead.`
    : '';
  return `Delete the type of work “${type.Name}”? It is deleted when you save.${kept}`;
}
