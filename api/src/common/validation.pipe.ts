import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ERRORS } from './errors';

/**
 * Validates the DTOs of the hand-written endpoints (login...) and answers like the
 * registry's engine does: `{ message, errors: { field: message } }`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (validationErrors: ValidationError[]) => {
      const errors: Record<string, string> = {};
      for (const error of validationErrors) {
        const first = Object.values(error.constraints ?? {})[0];
        if (first) errors[error.property] = first;
      }
      return new BadRequestException({ message: Object.values(errors)[0] ?? ERRORS.invalidForm, errors });
    },
  });
}
