import { ServiceUnavailableException } from '@nestjs/common';
import { ERRORS } from './errors';

/** Refused for load, not for a fault: the client may retry after `retryAfterSeconds` (sent as Retry-After). */
export class BusyException extends ServiceUnavailableException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: ERRORS.busy });
  }
}
