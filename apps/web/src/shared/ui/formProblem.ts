/** Why a form could not be sent: what FormAlert shows. */
export interface FormProblem {
  /** The error catalogue's title, e.g. "Unable to register". */
  title?: string;
  message: string;
}
