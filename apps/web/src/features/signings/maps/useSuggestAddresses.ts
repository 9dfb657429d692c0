import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AddressSuggestion } from '@notary/contracts';
import { useSuggestAddressesQuery } from './mapsApi';

const NONE: readonly AddressSuggestion[] = [];

/**
 * The suggestions for what was typed (null: ask nothing). A failed lookup shows no suggestions:
 * the field stays a plain text field, so the notary just types the address.
 */
export function useSuggestAddresses(typed: string | null): readonly AddressSuggestion[] {
  const { data, isError } = useSuggestAddressesQuery(typed ?? skipToken);
  if (typed === null || isError) return NONE;
  return data?.Suggestions ?? NONE;
}
