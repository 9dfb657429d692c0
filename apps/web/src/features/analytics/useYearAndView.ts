import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday } from '../../shared/format';
import { choiceFromParams, paramsOfChoice, type AnalyticsView } from './analyticsRules';

/** The year and view, kept in the address (?Year=2025&View=detailed) so a reload or Back keeps them. */
export function useYearAndView() {
  const currentYear = Number(localToday().slice(0, 4));
  const [params, setParams] = useSearchParams();
  const { year, view } = choiceFromParams(params, currentYear);
  const choose = useCallback((next: { year: number; view: AnalyticsView }) => setParams(paramsOfChoice(next)), [setParams]);
  return { currentYear, year, view, choose };
}
