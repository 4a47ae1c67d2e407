/**
 * A per-address cap on a public form, with its own window and French refusal (429).
 * Each decorated route counts apart from the others and from the login's limit.
 */
import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';

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
