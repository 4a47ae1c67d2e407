import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { errorText } from './error-text';

describe('errorText', () => {
  it('prefers the first field message of a validation answer', () => {
    const error = new HttpError('Veuillez corriger les erreurs dans le formulaire', 400, { errors: { reason: 'Le champ « Motif » est requis' } });
    expect(errorText(error)).toBe('Le champ « Motif » est requis');
  });

  it("else shows the error's own text", () => {
    expect(errorText(new HttpError('Accès refusé', 403, { message: 'Forbidden' }))).toBe('Accès refusé');
    expect(errorText(new Error('Erreur lors de la modification'))).toBe('Erreur lors de la modification');
  });
});
