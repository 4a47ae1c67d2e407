/**
 * A per-address cap on a public form, with its own window and French refusal (429).
 * Each decorated route counts apart from the others and from the login's limit.
 */
import { applyDecorators, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { Throttle, ThrottlerGuard, type ThrottlerStorage } from '@nestjs/throttler';

const FLOOD_MESSAGE = 'flood-message';

@Injectable()
export class FloodGuard extends ThrottlerGuard {
  protected override async getErrorMessage(context: ExecutionContext): Promise<string> {
    return this.reflector.get<string | undefined>(FLOOD_MESSAGE, context.getHandler()) ?? this.errorMessage;
  }
}

export interface FloodLimitOptions {
  /** Requests allowed per address within the window. */
  limit: number;
  windowMs: number;
  message: string;
}

export const FloodLimit = ({ limit, windowMs, message }: FloodLimitOptions) =>
  applyDecorators(Throttle({ default: { limit, ttl: windowMs } }), SetMetadata(FLOOD_MESSAGE, message), UseGuards(FloodGuard));

/** A limit reached: 429 with its French message, and Retry-After (set by the error filter from `retryAfterMs`). */
export class LimitReachedException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Counts one request of `key` (a chat, an account: what an address cannot tell apart) in its own
 * fixed window, in `storage` (the database's, shared by every server process); past the limit, 429.
 */
export async function countOrRefuse(storage: ThrottlerStorage, name: string, key: string, { limit, windowMs, message }: FloodLimitOptions): Promise<void> {
  const hits = await storage.increment(key, windowMs, limit, 0, name);
  if (hits.isBlocked) throw new LimitReachedException(message, hits.timeToExpire * 1_000);
}
