import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../shared/dialog/Dialog';
import { canMerge, mergeTargets, type DraftType, type ProfileDraft } from '../businessProfileRules';
import { categoryTitle } from './CategorySection';

export interface MergeTypeDialogProps {
  type: DraftType;
  /** The profile as loaded: the standard types to merge into. */
  profile: ProfileDraft;
  /** How many signings have the custom type; undefined while it is being counted. */
  signings: number | undefined;
  merging: boolean;
  onMerge: (intoTypeId: number) => void;
  onClose: () => void;
}

const signingsText = (count: number) => (count === 1 ? '1 signing' : `${count} signings`);

/**
 * /BusinessProfile/ Merge Type of work (spec 001 §2, §5): a custom type goes into the standard one
 * chosen; each of its signings is re-typed and the custom type is removed.
 */
export function MergeTypeDialog({ type, profile, signings, merging, onMerge, onClose }: MergeTypeDialogProps) {
  const formId = useId();
  const [intoId, setIntoId] = useState<number | null>(null);
  const into = profile.types.find((candidate) => candidate.Id === intoId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canMerge(type.Id, intoId) && !merging) onMerge(intoId!);
  };
  return (
    <Dialog
      title="Merge Type of work"
      onClose={onClose}
      footer={{ cancel: 'Cancel', action: { label: 'Merge', form: formId, loading: merging, disabled: !canMerge(type.Id, intoId) } }}
    >
      <form id={formId} className="form" onSubmit={submit}>
        <p>
          Merge your type of work <strong>{type.Name}</strong> into one of the standard types. Its signings take the standard type, and{' '}
          <strong>{type.Name}</strong> is removed from your types of work.
        </p>
        <label className="field">
          <span className="field__label">Merge into</span>
          <select className="field__input" value={intoId ?? ''} onChange={(event) => setIntoId(event.target.value ? Number(event.target.value) : null)}>
            <option value="">Choose a standard type of work</option>
            {mergeTargets(profile).map(({ category, types }) => (
              <optgroup key={category.Id} label={categoryTitle(category)}>
                {types.map((target) => (
                  <option key={target.Id} value={target.Id}>
                    {target.Name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <p className="merge-summary" role="status">
          {signings === undefined
            ? 'Counting its signings…'
            : signings === 0
              ? `No signing has ${type.Name}; it is simply removed.`
              : into
                ? `${signingsText(signings)} will be re-typed from ${type.Name} to ${into.Name}.`
                : `${signingsText(signings)} will be re-typed to the type you choose.`}
        </p>
        <p className="field__hint">A merge cannot be undone. Its fee and length are not copied: the standard type keeps its own.</p>
      </form>
    </Dialog>
  );
}
