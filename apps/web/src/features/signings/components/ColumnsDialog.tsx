import { useState } from 'react';
import { HIDEABLE_COLUMNS } from '@notary/contracts/wire-values';
import { FormAlert, type FormProblem } from '../../../shared/ui/FormAlert';
import { Dialog } from '../../../shared/dialog/Dialog';
import { useSaveListPreferencesMutation } from '../api';
import { HIDEABLE_COLUMN_LABELS, hiddenColumnsOf } from '../columnRules';
import { settingsSaveProblem } from '../settingsSaveProblem';

/** Which of the optional columns the list shows; kept in the notary's settings. */
export function ColumnsDialog({ hiddenColumns, onClose }: { hiddenColumns: readonly string[]; onClose: () => void }) {
  const [hidden, setHidden] = useState(() => new Set<string>(hiddenColumnsOf(hiddenColumns)));
  const [save, { isLoading }] = useSaveListPreferencesMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const toggle = (column: string, shown: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(column);
      else next.add(column);
      return next;
    });

  const submit = async () => {
    try {
      await save({ HiddenColumns: HIDEABLE_COLUMNS.filter((column) => hidden.has(column)) }).unwrap();
      onClose();
    } catch (error) {
      setProblem(settingsSaveProblem(error));
    }
  };

  return (
    <Dialog
      title="Show or hide columns"
      onClose={onClose}
      size="small"
      footer={{ cancel: 'Cancel', action: { label: 'Save columns', onClick: () => void submit(), loading: isLoading } }}
    >
      <div className="form columns-dialog">
        <fieldset className="choice-group choice-group--stacked">
          <legend className="field__label">Columns shown in the signings list</legend>
          {HIDEABLE_COLUMNS.map((column, index) => (
            <label key={column} className="choice">
              <input
                type="checkbox"
                checked={!hidden.has(column)}
                onChange={(event) => toggle(column, event.target.checked)}
                data-autofocus={index === 0 || undefined}
              />
              {HIDEABLE_COLUMN_LABELS[column]}
            </label>
          ))}
        </fieldset>
        <FormAlert problem={problem} />
      </div>
    </Dialog>
  );
}
