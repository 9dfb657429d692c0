/**
 * The JSON body of every error answer. `Response` is the sentence a person reads (the product's
 * own wording where it has one); `Code` is stable for programs; `Errors` names fields for forms.
 */
export interface ApiErrorBody {
  Response: string;
  Code: string;
  Errors?: Record<string, string>;
  /** With 401: where the client should go to sign in. */
  RedirectUrl?: string;
}
