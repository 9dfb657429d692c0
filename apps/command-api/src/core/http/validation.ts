import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z, ZodType } from 'zod';
import { ApiError } from './api-error';

/**
 * Validates a request body, query or path value at the boundary against its schema in
 * @notary/contracts. Types and lengths are checked (an object such as {"$gt": ""} where a string
 * belongs answers 400), and fields the schema does not name are dropped, so they never reach the
 * domain.
 */
@Injectable()
export class Validate<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    private readonly what = 'request',
  ) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || this.what;
      errors[field] ??= describe(issue);
    }
    const [field, message] = Object.entries(errors)[0];
    throw new ApiError(400, { Response: `${field}: ${message}`, Code: 'VALIDATION.INVALID', Errors: errors });
  }
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'too_big':
      return issue.origin === 'string' ? `must be at most ${issue.maximum} characters` : `must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'number' && Number(issue.minimum) === 0 && issue.message === 'must not be negative') return issue.message;
      return issue.origin === 'string' ? `must be at least ${issue.minimum} characters` : `must be at least ${issue.minimum}`;
    default:
      return issue.message;
  }
}
