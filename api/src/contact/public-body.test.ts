import { describe, expect, it } from 'vitest';
import { publicBody, publicForm } from './public-body';

describe('publicBody', () => {
  it('keeps only the named fields', () => {
    expect(publicBody({ name: 'A', status: 'answered', ip_address: '1.2.3.4', email: 'a@b.fr' }, ['name', 'email'])).toEqual({
      name: 'A',
      email: 'a@b.fr',
    });
  });

  it('leaves out a field that was not sent, and keeps one sent empty', () => {
    expect(publicBody({ company: '' }, ['name', 'company'])).toEqual({ company: '' });
  });

  it('ignores what an object inherits', () => {
    const body = Object.create({ name: 'inherited' }) as object;
    expect(publicBody(body, ['name'])).toEqual({});
  });

  it.each([null, undefined, 'texte', 42, ['name']])('reads %j as an empty form', (body) => {
    expect(publicBody(body, ['name'])).toEqual({});
  });
});

describe('publicForm', () => {
  it('keeps the declarations of the named fields, in their order', () => {
    const form = {
      fields: [
        { name: 'email', label: 'Email', type: 'email' as const },
        { name: 'status', label: 'Statut', type: 'text' as const },
        { name: 'name', label: 'Nom', type: 'text' as const },
      ],
    };
    expect(publicForm(form, ['name', 'email']).fields.map((f) => f.name)).toEqual(['email', 'name']);
  });
});
