/**
 * How large a request body each route accepts, chosen per route rather than left to a
 * default: the public forms and sign-in carry a few fields, the back-office's largest
 * record is a 20 000-character text. Beyond its limit a body is refused with 413 before
 * it is read in full. Uploads are multipart, read by their own interceptor with its limits.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; limit: string }> = [
  { path: /^\/api\/analytics\/collect$/, limit: '4kb' },
  { path: /^\/api\/(auth|setup|newsletter)(\/|$)/, limit: '16kb' },
  { path: /^\/api\/contact(\/|$)/, limit: '64kb' },
  { path: /^\/api\//, limit: '256kb' },
];

/** The limit of a path: the first rule that matches it. */
export const bodyLimitOf = (path: string) => BODY_LIMITS.find((rule) => rule.path.test(path))?.limit;

const parsers = new Map(
  BODY_LIMITS.map(({ limit }) => [
    limit,
    [express.json({ limit }), express.urlencoded({ limit, extended: false })] as RequestHandler[],
  ]),
);

export function bodyParsers(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = bodyLimitOf(req.path);
    if (!limit) return next();
    const [json, urlencoded] = parsers.get(limit)!;
    json(req, res, (error?: unknown) => (error ? next(error) : urlencoded(req, res, next)));
  };
}
