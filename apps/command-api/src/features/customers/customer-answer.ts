import type { Customer } from '@notary/contracts';
import { notFound, type CustomerState } from '@notary/domain';

/** The saved customer as the save call answers it, from the decided state (not the read model). */
export const customerAnswer = (customerId: string, revision: number, state: CustomerState): Customer => ({
  Id: customerId,
  Revision: revision,
  ...state.details!,
  PaymentTerms: state.details!.PaymentTerms ?? null,
  Contacts: state.contacts,
});

export const customerNotFound = () => notFound('CUSTOMER.NOT_FOUND', 'The customer was not found. It may have been deleted.');
