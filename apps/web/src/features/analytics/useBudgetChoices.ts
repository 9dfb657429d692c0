import { useCallback, useState } from 'react';
import { BUDGET_STORAGE_KEY, choicesFrom, normalizedChoices, type BudgetChoices } from './budgetRules';

function stored(): string | null {
  try {
    return window.localStorage.getItem(BUDGET_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The planner's percentages, kept in this browser's storage: no setting of the notary's holds
 * them, so they follow the browser, not the account (the page says so).
 */
export function useBudgetChoices(): [BudgetChoices, (choices: BudgetChoices) => void] {
  const [choices, setChoices] = useState<BudgetChoices>(() => choicesFrom(stored()));
  const keep = useCallback((next: BudgetChoices) => {
    const normalized = normalizedChoices(next);
    setChoices(normalized);
    try {
      window.localStorage.setItem(BUDGET_STORAGE_KEY, JSON.stringify(normalized));
    } catch {
      // Storage full or switched off: the choices last for this visit.
    }
  }, []);
  return [choices, keep];
}
