import type {
  DeleteAnswer,
  Expense,
  ExpensePage,
  ExpensePageRequest,
  ExpenseSaveAnswer,
  ExpenseSaveBody,
  ExpenseTypeList,
  ExpenseTypesSaveBody,
  ExpenseTypesSaved,
  PayeeList,
  RecurringExpense,
  RecurringExpenseSaveBody,
  RecurringExpenseSaved,
  RecurringExpenseValidation,
  SigningExpenses,
} from '@notary/contracts';
import { api } from '../../app/api';
import { announceOnSuccess } from '../../app/liveUpdates';
import { expenseTags } from './tags';

/** Who and when a signing is, for the heading of its expenses. */
export interface SigningHeading {
  Id: string;
  FirstName: string;
  LastName: string;
  AppointmentDate: string;
}

export const expensesApi = api.enhanceEndpoints({ addTagTypes: expenseTags }).injectEndpoints({
  endpoints: (build) => ({
    getExpensePage: build.query<ExpensePage, ExpensePageRequest>({
      query: (request) => ({ url: 'expenseapi/getpage', method: 'POST', body: request }),
      providesTags: ['Expense'],
    }),
    getExpense: build.query<Expense, string>({
      query: (id) => `expenseapi/get/${encodeURIComponent(id)}`,
      providesTags: ['Expense'],
    }),
    getSigningExpenses: build.query<SigningExpenses, string>({
      query: (signingId) => `expenseapi/getappointment/${encodeURIComponent(signingId)}`,
      providesTags: ['Expense'],
    }),
    /** Who and when, for the heading of a signing's expenses. */
    getSigningHeading: build.query<SigningHeading, string>({
      query: (signingId) => `appointmentapi/get/${encodeURIComponent(signingId)}`,
      providesTags: ['Expense'],
    }),
    getPayees: build.query<PayeeList, void>({
      query: () => 'expenseapi/getpayees',
      providesTags: ['Expense'],
    }),
    saveExpense: build.mutation<ExpenseSaveAnswer, ExpenseSaveBody>({
      query: (expense) => ({ url: 'expenseapi/save', method: 'POST', body: expense }),
      onQueryStarted: announceOnSuccess('expense.saved', (_expense, saved: ExpenseSaveAnswer) => [saved.Id]),
    }),
    deleteExpense: build.mutation<DeleteAnswer, string>({
      query: (id) => ({ url: `expenseapi/delete/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('expense.deleted', (id: string) => [id]),
    }),
    /** The receipt as a multipart file; the server judges it by its bytes. */
    saveReceipt: build.mutation<ExpenseSaveAnswer, { expenseId: string; file: File }>({
      query: ({ expenseId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: `expenseapi/savereceipt/${encodeURIComponent(expenseId)}`, method: 'POST', body: form };
      },
      onQueryStarted: announceOnSuccess('expense.saved', ({ expenseId }: { expenseId: string }) => [expenseId]),
    }),
    getExpenseTypes: build.query<ExpenseTypeList, void>({
      query: () => 'expensetypeapi/get',
      providesTags: ['ExpenseType'],
    }),
    saveExpenseTypes: build.mutation<ExpenseTypesSaved, ExpenseTypesSaveBody>({
      query: (body) => ({ url: 'expensetypeapi/save', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('settings.saved', () => []),
    }),
    getRecurringExpenses: build.query<RecurringExpense[], string>({
      query: (today) => `expenseapi/getrecurring?today=${encodeURIComponent(today)}`,
      providesTags: ['RecurringExpense'],
    }),
    saveRecurringExpense: build.mutation<RecurringExpenseSaved, RecurringExpenseSaveBody>({
      query: (body) => ({ url: 'expenseapi/saverecurring', method: 'POST', body }),
      onQueryStarted: announceOnSuccess('recurring-expense.saved', (_body, saved: RecurringExpenseSaved) => [saved.Id]),
    }),
    deleteRecurringExpense: build.mutation<DeleteAnswer, string>({
      query: (id) => ({ url: `expenseapi/deleterecurring/${encodeURIComponent(id)}`, method: 'POST' }),
      onQueryStarted: announceOnSuccess('recurring-expense.deleted', (id: string) => [id]),
    }),
    validateRecurringExpense: build.mutation<RecurringExpenseValidation, RecurringExpenseSaveBody>({
      query: (body) => ({ url: 'expenseapi/validaterecurring', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetExpensePageQuery,
  useGetPayeesQuery,
  useGetSigningExpensesQuery,
  useGetSigningHeadingQuery,
  useSaveExpenseMutation,
  useDeleteExpenseMutation,
  useSaveReceiptMutation,
  useGetExpenseTypesQuery,
  useSaveExpenseTypesMutation,
  useGetRecurringExpensesQuery,
  useSaveRecurringExpenseMutation,
  useDeleteRecurringExpenseMutation,
  useValidateRecurringExpenseMutation,
} = expensesApi;
