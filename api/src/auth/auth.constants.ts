/** Injection token of the JWT signing secret. */
export const JWT_SECRET = Symbol('JWT_SECRET');
