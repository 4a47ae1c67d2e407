/**
 * The French text a failed call shows (spec 2 §8): a fixed text for 403, 404 and 500; for
 * writes the server's own message (a validation summary, a refusal answered 409) and a
 * fallback per operation; for reads always 'Erreur lors du chargement des données'.
 */
import { HttpError } from 'react-admin';

const STATUS_MESSAGES: Record<number, string> = {
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  500: 'Erreur serveur',
  // The database is restarting: the session stays, the next try will work.
  503: 'Service momentanément indisponible, veuillez réessayer dans quelques instants',
};

const LOAD_FAILED = 'Erreur lors du chargement des données';

const FAILURE_MESSAGES: Record<string, string> = {
  create: 'Erreur lors de la création',
  update: 'Erreur lors de la modification',
  updateMany: 'Erreur lors de la modification',
  delete: 'Erreur lors de la suppression',
  deleteMany: 'Erreur lors de la suppression',
};

/** The error a data provider operation rejects with, worded for the notification. */
export function frenchError(operation: string, error: unknown): unknown {
  // A cancelled request is not a failure: react-admin ignores it as long as it stays an AbortError.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const isWrite = operation in FAILURE_MESSAGES;
  const fallback = FAILURE_MESSAGES[operation] ?? LOAD_FAILED;
  if (!(error instanceof HttpError)) return new Error(fallback);
  const serverMessage = isWrite && typeof error.body?.message === 'string' ? error.body.message : '';
  // The body is kept: its `errors` object is what shows the server's messages under each field.
  return new HttpError(STATUS_MESSAGES[error.status] ?? (serverMessage || fallback), error.status, error.body);
}
