/**
 * What went wrong, in the domain's terms. The command API turns each kind into an HTTP status in
 * exactly one place; the domain never knows about HTTP.
 */
export type DomainErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'payment_required';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Stable machine code, e.g. 'ACCOUNT.EMAIL_INVALID'. */
    readonly code: string,
    /** The message a person reads (the spec's wording where it has one). */
    message: string,
    /** Field-level messages, for forms. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationError = (code: string, message: string, errors?: Record<string, string>) => new DomainError('validation', code, message, errors);
export const notFound = (code: string, message: string) => new DomainError('not_found', code, message);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
