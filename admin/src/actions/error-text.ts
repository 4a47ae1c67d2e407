/** The French text of a failed call: the first field message of a 400 (it names its field), else the error's own text. */
import { HttpError } from 'react-admin';

export function errorText(error: unknown): string {
  const fieldErrors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  const [firstFieldMessage] = fieldErrors && typeof fieldErrors === 'object' ? Object.values(fieldErrors) : [];
  if (firstFieldMessage) return String(firstFieldMessage);
  return error instanceof Error ? error.message : String(error);
}
