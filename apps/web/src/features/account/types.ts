// Shapes of the account calls (spec 001 §3), apart from the client that sends them.
/** UserType 0 is the default; campaign codes that would set 1 or 2 are not defined yet. */
export interface Registration {
  Email: string;
  Password: string;
  PasswordConfirm: string;
  UserType: number;
}
