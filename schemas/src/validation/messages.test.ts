import { describe, expect, it } from 'vitest';
import { formatDateFr, formatMegabytes, messages } from './messages';

describe('messages (spec 1 §5, word for word)', () => {
  it('has the exact French texts', () => {
    expect(messages.required('Nom')).toBe('Le champ « Nom » est requis');
    expect(messages.requiredField).toBe('Ce champ est requis');
    expect(messages.email).toBe('Email invalide');
    expect(messages.url).toBe('URL invalide');
    expect(messages.number).toBe('Nombre invalide');
    expect(messages.min(4)).toBe('La valeur minimale est 4');
    expect(messages.max(64)).toBe('La valeur maximale est 64');
    expect(messages.minLength(8)).toBe('Minimum 8 caractères requis');
    expect(messages.maxLength(200)).toBe('Maximum 200 caractères autorisés');
    expect(messages.pattern).toBe('Format invalide');
    expect(messages.maxSize('5')).toBe('Taille maximale: 5 MB');
    expect(messages.accept('.pdf,image/*')).toBe('Types de fichiers acceptés: .pdf,image/*');
    expect(messages.minDate('01/01/2026')).toBe('Date minimale: 01/01/2026');
    expect(messages.maxDate('31/12/2026')).toBe('Date maximale: 31/12/2026');
    expect(messages.match).toBe('Les valeurs ne correspondent pas');
    expect(messages.passwordMismatch).toBe('Les mots de passe ne correspondent pas');
    expect(messages.unique).toBe('Cette valeur existe déjà');
  });
});

describe('formatDateFr', () => {
  it('reads dates the French way (day/month/year)', () => {
    expect(formatDateFr('2026-11-21')).toBe('21/11/2026');
    expect(formatDateFr('2024-01-05')).toBe('05/01/2024');
    expect(formatDateFr('2024-03-09T23:30:00Z')).toBe('09/03/2024');
  });

  it('returns an unreadable date unchanged', () => {
    expect(formatDateFr('pas une date')).toBe('pas une date');
  });
});

describe('formatMegabytes', () => {
  it('writes whole megabytes without decimals', () => {
    expect(formatMegabytes(5242880)).toBe('5');
    expect(formatMegabytes(1024 * 1024)).toBe('1');
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10');
  });

  it('writes fractions with one decimal and a French comma', () => {
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1,5');
    expect(formatMegabytes(512 * 1024)).toBe('0,5');
  });
});
