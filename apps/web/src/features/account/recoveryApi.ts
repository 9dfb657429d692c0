import type { AccountRecoveryAnswer, ChangeEmailBody, ConfirmEmailBody, ForgotPasswordBody, ResetPasswordBody } from '@notary/contracts';
import { api } from '../../app/api';

/** Getting back in: forgot and reset the password, change and confirm the e-mail address. */
export const recoveryApi = api.enhanceEndpoints({ addTagTypes: ['Session'] }).injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<AccountRecoveryAnswer, ForgotPasswordBody>({
      query: (body) => ({ url: 'accountapi/forgotpassword', method: 'POST', body }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    resetPassword: build.mutation<AccountRecoveryAnswer, ResetPasswordBody>({
      query: (body) => ({ url: 'accountapi/resetpassword', method: 'POST', body }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    changeEmail: build.mutation<AccountRecoveryAnswer, ChangeEmailBody>({
      query: (body) => ({ url: 'accountapi/changeemail', method: 'POST', body }),
    }),
    confirmEmail: build.mutation<AccountRecoveryAnswer, ConfirmEmailBody>({
      query: (body) => ({ url: 'accountapi/confirmemail', method: 'POST', body }),
      extraOptions: { unauthorizedIsAnswer: true },
      // A signed-in tab shows the new address on its next look at the session.
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useChangeEmailMutation, useConfirmEmailMutation } = recoveryApi;
