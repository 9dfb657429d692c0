import { useState } from 'react';
import { currencyInputValue, formatCurrencyInput, formatMoney } from '../../../shared/format';
import { TextField } from '../../../shared/ui/TextField';
import { parsePercent, type BudgetChoices } from '../budgetRules';

export interface BudgetFormProps {
  /** The income as typed (formatted dollars). */
  incomeText: string;
  onIncomeText: (text: string) => void;
  /** What the last twelve months billed, offered to start again from. */
  actualIncome: number;
  choices: BudgetChoices;
  onChoices: (choices: BudgetChoices) => void;
}

const PERCENTS: Array<{ key: keyof BudgetChoices; label: string; hint: string }> = [
  { key: 'TaxPercent', label: 'Taxes (%)', hint: 'Set aside for income and self-employment tax.' },
  { key: 'ProfitPercent', label: 'Profit savings (%)', hint: 'A whole number, at most 100.' },
  { key: 'OwnerPercent', label: 'Owner pay (%)', hint: 'What you pay yourself.' },
];

/**
 * The plan's income and percentages. A percentage applies as typed and is shown tidied when the
 * field is left (the profit savings floored to a whole number, every one at most 100).
 */
export function BudgetForm({ incomeText, onIncomeText, actualIncome, choices, onChoices }: BudgetFormProps) {
  const [typing, setTyping] = useState<Partial<Record<keyof BudgetChoices, string>>>({});
  const textOf = (key: keyof BudgetChoices) => typing[key] ?? String(choices[key]);
  const change = (key: keyof BudgetChoices, text: string) => {
    setTyping((current) => ({ ...current, [key]: text }));
    const value = parsePercent(text);
    onChoices({ ...choices, [key]: value ?? 0 });
  };
  const tidy = (key: keyof BudgetChoices) => setTyping(({ [key]: _, ...rest }) => rest);

  return (
    <section className="card budget-form" aria-labelledby="budget-form-title">
      <h2 id="budget-form-title">Your plan</h2>
      <div className="budget-form__fields">
        <div className="budget-form__income">
          <TextField
            label="Income for the year ($)"
            inputMode="decimal"
            autoComplete="off"
            value={incomeText}
            onChange={(event) => onIncomeText(formatCurrencyInput(event.target.value))}
            hint={`Your last twelve months billed ${formatMoney(actualIncome)}.`}
          />
          <button type="button" className="button button--secondary" onClick={() => onIncomeText(currencyInputValue(actualIncome))}>
            Use the last 12 months
          </button>
        </div>
        {PERCENTS.map(({ key, label, hint }) => (
          <TextField
            key={key}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            value={textOf(key)}
            invalid={parsePercent(textOf(key)) === null}
            hint={parsePercent(textOf(key)) === null ? 'Enter a percentage, such as 15.' : hint}
            onChange={(event) => change(key, event.target.value)}
            onBlur={() => tidy(key)}
          />
        ))}
      </div>
      <p className="analytics-note">
        Your percentages are kept in this browser only (no setting holds them); the income starts from what you billed in the last twelve months each time you
        open the planner.
      </p>
    </section>
  );
}
