import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { frenchError } from './errors';

const httpError = (status: number, body: unknown = null) => new HttpError('server text', status, body);
const messageOf = (error: unknown) => (error as Error).message;

describe('frenchError', () => {
  it('words 403, 404 and 500 the same way for every operation', () => {
    expect(messageOf(frenchError('getList', httpError(403, { message: 'Interdit' })))).toBe('Accès refusé');
    expect(messageOf(frenchError('update', httpError(404)))).toBe('Ressource introuvable');
    expect(messageOf(frenchError('create', httpError(500, { message: 'boom' })))).toBe('Erreur serveur');
  });

  it("shows a refusal's own message as is", () => {
    const refusal = httpError(409, { message: 'Les rôles système ne peuvent pas être supprimés' });
    expect(messageOf(frenchError('delete', refusal))).toBe('Les rôles système ne peuvent pas être supprimés');
  });

  it('falls back to the text of the operation when the server says nothing', () => {
    expect(messageOf(frenchError('create', httpError(400)))).toBe('Erreur lors de la création');
    expect(messageOf(frenchError('update', httpError(502)))).toBe('Erreur lors de la modification');
    expect(messageOf(frenchError('deleteMany', new TypeError('Failed to fetch')))).toBe('Erreur lors de la suppression');
    expect(messageOf(frenchError('getList', httpError(400, { message: 'Paramètre sort invalide' })))).toBe(
      'Erreur lors du chargement des données',
    );
  });

  it('keeps the status and the per-field errors the form shows', () => {
    const body = { message: 'Veuillez corriger les erreurs dans le formulaire', errors: { email: 'Cette valeur existe déjà' } };
    const error = frenchError('create', httpError(400, body)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body).toBe(body);
  });

  it('lets a cancelled request stay an AbortError', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(frenchError('getList', abort)).toBe(abort);
  });
});
