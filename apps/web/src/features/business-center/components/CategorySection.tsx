import { useId, useState } from 'react';
import type { DraftCategory, DraftType } from '../businessProfileRules';
import { WorkTypeRow } from './WorkTypeRow';

/** The spec's names are written in capitals; the page says them in sentence case. */
const CATEGORY_TITLES: Record<number, string> = {
  1: 'Specialty/general notary work',
  2: 'Loan signing work',
  3: 'Other types of work',
};
export const categoryTitle = (category: Pick<DraftCategory, 'Id' | 'Description'>) => CATEGORY_TITLES[category.Id] ?? category.Description;

export interface CategorySectionProps {
  category: DraftCategory;
  types: DraftType[];
  /** Types of this category deleted on the page, to be deleted on save (and undone until then). */
  deleted: DraftType[];
  problems: Record<string, string>;
  focusKey: string | null;
  onActiveChange: (active: boolean) => void;
  onTypeChange: (key: string, changes: Partial<DraftType>) => void;
  onAddType: () => void;
  onChangeCategory: (type: DraftType) => void;
  onDelete: (type: DraftType) => void;
  onUndoDelete: (type: DraftType) => void;
  onMerge: (type: DraftType) => void;
}

/** One of the three collapsible sections (spec 001 §2): the category's switch, its types, and adding one. */
export function CategorySection(props: CategorySectionProps) {
  const { category, types, deleted, problems, focusKey } = props;
  const [open, setOpen] = useState(true);
  const id = useId();
  const title = categoryTitle(category);
  const active = types.filter((type) => type.IsActive && category.IsActive).length;
  return (
    <section className="card profile-category" aria-labelledby={`${id}-title`} data-inactive={!category.IsActive || undefined}>
      <header className="profile-category__header">
        <h2 className="profile-category__title" id={`${id}-title`}>
          <button type="button" className="profile-category__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="profile-category__chevron">
              <path d="M7 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {title}
          </button>
        </h2>
        <span className="profile-category__count">{category.IsActive ? `${active} of ${types.length} offered` : 'Not offered'}</span>
        <label className="check-field profile-category__switch">
          <input type="checkbox" checked={category.IsActive} onChange={(event) => props.onActiveChange(event.target.checked)} />
          <span>
            Offer this work<span className="visually-hidden">: {title}</span>
          </span>
        </label>
      </header>
      <div id={`${id}-body`} className="profile-category__body" hidden={!open}>
        {!category.IsActive && (
          <p className="profile-category__note">While this category is off, its types of work are not offered: they are saved as inactive.</p>
        )}
        {types.length > 0 && (
          <div className="work-type work-type--heading" aria-hidden="true">
            <span>Type of work</span>
            <span>Fee</span>
            <span>Length</span>
            <span>Active</span>
            <span>Notarial fee</span>
            <span />
          </div>
        )}
        <ul className="work-types" aria-label={`Types of ${title.toLowerCase()}`}>
          {types.map((type) => (
            <WorkTypeRow
              key={type.key}
              type={type}
              categoryActive={category.IsActive}
              problem={problems[type.key]}
              autoFocus={type.key === focusKey}
              onChange={(changes) => props.onTypeChange(type.key, changes)}
              onChangeCategory={() => props.onChangeCategory(type)}
              onDelete={() => props.onDelete(type)}
              onMerge={() => props.onMerge(type)}
            />
          ))}
        </ul>
        {types.length === 0 && <p className="empty-state">No types of work in this category.</p>}
        {deleted.map((type) => (
          <p key={type.key} className="profile-category__deleted">
            <span>{type.Name} will be deleted when you save.</span>
            <button type="button" className="button button--secondary button--compact" onClick={() => props.onUndoDelete(type)}>
              Keep<span className="visually-hidden"> {type.Name}</span>
            </button>
          </p>
        ))}
        <button type="button" className="button button--secondary profile-category__add" onClick={props.onAddType}>
          Add a type of work<span className="visually-hidden"> to {title.toLowerCase()}</span>
        </button>
      </div>
    </section>
  );
}
