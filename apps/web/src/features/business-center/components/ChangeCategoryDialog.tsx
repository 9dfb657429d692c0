import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../shared/dialog/Dialog';
import type { DraftCategory, DraftType } from '../businessProfileRules';
import { categoryTitle } from './CategorySection';

export interface ChangeCategoryDialogProps {
  type: DraftType;
  categories: DraftCategory[];
  onMove: (categoryId: number) => void;
  onClose: () => void;
}

/** /BusinessProfile/ Change Category (spec 001 §2): the type moves there and becomes active (§4). */
export function ChangeCategoryDialog({ type, categories, onMove, onClose }: ChangeCategoryDialogProps) {
  const formId = useId();
  const [chosen, setChosen] = useState(type.CategoryId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== type.CategoryId) onMove(chosen);
    else onClose();
  };
  return (
    <Dialog
      title="Change Category"
      onClose={onClose}
      size="small"
      footer={{ cancel: 'Cancel', action: { label: 'Move', form: formId, disabled: chosen === type.CategoryId } }}
    >
      <form id={formId} onSubmit={submit} className="form">
        <fieldset className="category-choice">
          <legend>Move “{type.Name.trim() || 'the new type of work'}” to</legend>
          {categories.map((category) => (
            <label key={category.Id} className="check-field">
              <input type="radio" name="category" value={category.Id} checked={chosen === category.Id} onChange={() => setChosen(category.Id)} />
              <span>
                {categoryTitle(category)}
                {category.Id === type.CategoryId && <span className="category-choice__current"> (now)</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <p className="field__hint">
          A type you move is offered (active) in its new category{categories.some((c) => !c.IsActive) ? ', unless that category is off' : ''}.
        </p>
      </form>
    </Dialog>
  );
}
