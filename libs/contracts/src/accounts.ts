import { z } from 'zod';
import { text, type Written } from './primitives';

/**
 * Registration (spec 001 §3). UserType 0 is the default; 1 and 2 come from campaign codes. The
 * rules a person must meet (a valid e-mail, matching passwords) are checked by the domain, with
 * the product's messages.
 */
export const RegistrationBody = z.object({
  Email: text(254),
  Password: text(1024),
  PasswordConfirm: text(1024),
  UserType: z.number().int().min(0).max(2).default(0),
});
export type RegistrationBody = z.input<typeof RegistrationBody>;
export type Registration = z.output<typeof RegistrationBody>;

export const LoginBody = z.object({ Email: text(254), Password: text(1024) });
export type LoginBody = z.input<typeof LoginBody>;

export const ChangePasswordBody = z.object({
  CurrentPassword: text(1024),
  NewPassword: text(1024),
  NewPasswordConfirm: text(1024),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export type Role = 'notary' | 'admin' | 'support' | 'accountant';

/** Who is signed in: what login, register and GET session answer. */
export interface SessionAnswer {
  UserId: string;
  Email: string;
  /** The business profile's name, or the e-mail address until one is given. */
  Name: string;
  Roles: Role[];
  /** Echoed in the RequestVerificationToken header of every state-changing request. */
  RequestVerificationToken: string;
}

export interface ChangePasswordAnswer extends Written {
  Response: string;
}

export interface AvailablePlan {
  PlanId: string;
  Name: string;
  MonthlyPrice: number;
}

/** Status is one of the known values, though the server may add others. */
export type BillingStatus = 'Trial' | 'Trial Expired' | 'Subscription Expired' | 'Active' | (string & {});

/** GET billing (spec 000 §3): the plan, the trial's days and signings left, the plans to move to. */
export interface Billing {
  PlanId: 'trial' | (string & {});
  Status: BillingStatus;
  TrialDaysRemaining: number;
  TrialSigningsRemaining: number;
  BetaUser: boolean;
  /** How many signings the trial allows, for "you have used the 15 signings of your trial". */
  TrialSigningsAllowed: number;
  /** What ended the trial: its days ran out, or its signings were used; null while it runs. */
  TrialEndedBy: 'days' | 'signings' | null;
  AvailablePlans: AvailablePlan[];
  /** Where to write to subscribe or for help (configured as SUPPORT_EMAIL); null when none is. */
  SupportEmail: string | null;
}
