/**
 * Every error leaves the API as JSON `{ message, errors? }` with a French message the
 * back-office shows as is (spec 2 §8). Framework defaults in English are replaced.
 */
import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, Optional, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestFacts } from '../audit/audit-entry';
import { AuditRecorder } from '../audit/audit-recorder';
import type { SessionUser } from '../auth/session-user';
import { BusyException } from './busy';
import { ERRORS } from './errors';
import { ClientGoneError } from './request-signal';

const DEFAULT_BY_STATUS: Record<number, string> = {
  400: ERRORS.badRequest,
  401: ERRORS.unauthenticated,
  403: ERRORS.forbidden,
  404: ERRORS.notFound,
  405: ERRORS.methodNotAllowed,
  409: ERRORS.conflict,
  413: ERRORS.payloadTooLarge,
  429: ERRORS.tooManyRequests,
  500: ERRORS.server,
  503: ERRORS.databaseUnavailable,
};

/** Messages written by the framework or its libraries, never by us. */
const FRAMEWORK_MESSAGE =
  /^(Cannot \w+ |Not Found$|Unauthorized$|Forbidden( resource)?$|Bad Request$|Internal server error$|ThrottlerException|Method Not Allowed$|Conflict$|Service Unavailable$|Payload Too Large|request entity too large|Unexpected |.*JSON)/i;

const isDatabaseDown = (error: unknown): boolean =>
  error instanceof Error &&
  (/^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|PoolCleared|TopologyClosed)Error$/.test(error.name) ||
    (error.cause !== error && error.cause instanceof Error && isDatabaseDown(error.cause)));

/** A client error raised by an Express library (body-parser's 413, a malformed JSON's 400): its status, never a 500. */
const clientErrorStatus = (error: unknown): number | undefined => {
  const status = (error as { expose?: boolean; status?: unknown })?.status;
  return (error as { expose?: boolean })?.expose === true && typeof status === 'number' && status >= 400 && status < 500
    ? status
    : undefined;
};

/** The status a failure is answered with (the activity log gives it to the trails of a request that failed after writing). */
export function answerStatus(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  if (isDatabaseDown(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  const client = clientErrorStatus(exception);
  if (client) return client;
  if (exception instanceof Error && exception.name === 'CastError') return HttpStatus.BAD_REQUEST;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  constructor(@Optional() private readonly audit?: AuditRecorder) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // A client that went away stopped its own request's work: nobody to answer, and no
    // server failure to log or to put in the audit log as a system error.
    if (exception instanceof ClientGoneError) return;
    const status = answerStatus(exception);
    let message: string | undefined;
    let errors: unknown;

    if (exception instanceof BusyException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else {
        const raw = (body as { message?: unknown }).message;
        message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : undefined;
        errors = (body as { errors?: unknown }).errors;
      }
    } else if (status === Number(HttpStatus.INTERNAL_SERVER_ERROR)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
      const request = host.switchToHttp().getRequest<Request>();
      void this.audit?.systemError(exception, requestFacts(request), request.user as SessionUser | undefined);
    }

    if (!message || FRAMEWORK_MESSAGE.test(message)) message = DEFAULT_BY_STATUS[status] ?? ERRORS.server;
    const retryAfterMs = (exception as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof retryAfterMs === 'number') response.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    // Every 503 says when to come back; a refusal that named its own wait (BusyException) keeps it.
    else if (status === Number(HttpStatus.SERVICE_UNAVAILABLE) && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(status).json(errors ? { message, errors } : { message });
  }
}
