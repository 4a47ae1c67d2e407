import { EventEmitter } from 'node:events';
import type { ArgumentsHost } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { AuditRecorder } from '../audit/audit-recorder';
import { ErrorFilter } from './error.filter';
import { ClientGoneError, currentRequestSignal, requestSignal } from './request-signal';

/** A response that closes like Express's, with only what the middleware and the filter touch. */
interface FakeResponse extends EventEmitter {
  writableFinished: boolean;
  status: ReturnType<typeof vi.fn>;
  json: ReturnType<typeof vi.fn>;
  setHeader: ReturnType<typeof vi.fn>;
  getHeader: ReturnType<typeof vi.fn>;
}

function fakeResponse(): FakeResponse {
  const res: FakeResponse = Object.assign(new EventEmitter(), {
    writableFinished: false,
    status: vi.fn((): FakeResponse => res),
    json: vi.fn((): FakeResponse => res),
    setHeader: vi.fn(),
    getHeader: vi.fn(),
  });
  return res;
}

const hostOf = (res: FakeResponse): ArgumentsHost =>
  ({ switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ headers: {}, method: 'GET', originalUrl: '/api/users?q=x', get: () => undefined }) }) }) as unknown as ArgumentsHost;

describe('a request whose client went away', () => {
  it('stops its work with ClientGoneError, and only when the answer was not sent', () => {
    const gone = fakeResponse();
    let signal: AbortSignal | undefined;
    requestSignal({} as Request, gone as unknown as Response, (() => (signal = currentRequestSignal())) as NextFunction);
    gone.emit('close');
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(ClientGoneError);

    const answered = fakeResponse();
    let kept: AbortSignal | undefined;
    requestSignal({} as Request, answered as unknown as Response, (() => (kept = currentRequestSignal())) as NextFunction);
    answered.writableFinished = true;
    answered.emit('close');
    expect(kept?.aborted).toBe(false);
  });

  it('is neither answered, nor logged as an error, nor audited as a system error', () => {
    const audit = { systemError: vi.fn(() => Promise.resolve()) };
    const filter = new ErrorFilter(audit as unknown as AuditRecorder);
    const logged = vi.spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
    const res = fakeResponse();
    filter.catch(new ClientGoneError(), hostOf(res));
    expect(audit.systemError).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(res.status).not.toHaveBeenCalled();

    // A real failure still is all three (the same filter, the same response shape).
    filter.catch(new Error('panne'), hostOf(res));
    expect(audit.systemError).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(res.status).toHaveBeenCalledWith(500);
  });
});
