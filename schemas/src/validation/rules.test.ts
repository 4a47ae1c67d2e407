import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  URL_PATTERN,
  compose,
  email,
  match,
  max,
  maxLength,
  min,
  minLength,
  numeric,
  pattern,
  required,
  toNumber,
  unique,
  url,
  type Rule,
} from './rules';

const run = (rule: Rule, value: unknown, values: Record<string, unknown> = {}) => rule(value, values);

describe('required', () => {
  it("uses the default message 'Ce champ est requis'", () => {
    expect(run(required(), undefined)).toBe('Ce champ est requis');
    expect(run(required(), null)).toBe('Ce champ est requis');
    expect(run(required(), '')).toBe('Ce champ est requis');
    expect(run(required(), '   ')).toBe('Ce champ est requis');
    expect(run(required(), [])).toBe('Ce champ est requis');
  });

  it('uses a custom message when given', () => {
    expect(run(required('Le nom est requis'), '')).toBe('Le nom est requis');
  });

  it('passes any non-empty value, including 0 and false', () => {
    expect(run(required(), 'x')).toBeUndefined();
    expect(run(required(), 0)).toBeUndefined();
    expect(run(required(), false)).toBeUndefined();
    expect(run(required(), ['a'])).toBeUndefined();
    expect(run(required(), {})).toBeUndefined();
  });
});

describe('email', () => {
  it("refuses addresses that are not text@text.text with 'Email invalide'", () => {
    for (const bad of ['plain', 'a@b', '@b.c', 'a@.c', 'a b@c.d', 'a@b c.d', 'a@@b.c', 'a@b.']) {
      expect(run(email(), bad), bad).toBe('Email invalide');
    }
  });

  it('accepts valid addresses (surrounding spaces are tolerated)', () => {
    expect(run(email(), 'jean.dupont@hexagone.fr')).toBeUndefined();
    expect(run(email(), 'a@b.c')).toBeUndefined();
    expect(run(email(), ' a@b.c ')).toBeUndefined();
  });

  it('lets empty values through (only required refuses them)', () => {
    expect(run(email(), '')).toBeUndefined();
    expect(run(email(), undefined)).toBeUndefined();
  });

  it('refuses non-string values', () => {
    expect(run(email(), 42)).toBe('Email invalide');
    expect(run(email(), { email: 'a@b.c' })).toBe('Email invalide');
  });

  it('uses a custom message', () => {
    expect(run(email("Format d'email invalide"), 'nope')).toBe("Format d'email invalide");
  });

  it('EMAIL_PATTERN is text, at-sign, text, dot, text', () => {
    expect(EMAIL_PATTERN.test('x@y.z')).toBe(true);
    expect(EMAIL_PATTERN.test('x@y')).toBe(false);
    expect(EMAIL_PATTERN.test('xy.z')).toBe(false);
  });
});

describe('url', () => {
  it('accepts only http and https addresses', () => {
    expect(run(url(), 'http://example.com')).toBeUndefined();
    expect(run(url(), 'https://example.com/path?q=1')).toBeUndefined();
    expect(run(url(), 'HTTPS://EXAMPLE.COM')).toBeUndefined();
  });

  it("refuses other schemes and malformed addresses with 'URL invalide'", () => {
    for (const bad of ['ftp://example.com', 'example.com', 'www.example.com', 'http://', 'https://exa mple.com', 'javascript:alert(1)', 'mailto:a@b.c']) {
      expect(run(url(), bad), bad).toBe('URL invalide');
    }
    expect(run(url(), 12)).toBe('URL invalide');
  });

  it('lets empty values through and uses a custom message', () => {
    expect(run(url(), '')).toBeUndefined();
    expect(run(url('Adresse incorrecte'), 'nope')).toBe('Adresse incorrecte');
  });

  it('URL_PATTERN is anchored', () => {
    expect(URL_PATTERN.test('see http://x.y')).toBe(false);
  });
});

describe('minLength / maxLength', () => {
  it("minLength: 'Minimum {n} caractères requis' below n, passes at n", () => {
    expect(run(minLength(8), 'abcdefg')).toBe('Minimum 8 caractères requis');
    expect(run(minLength(8), 'abcdefgh')).toBeUndefined();
    expect(run(minLength(8), '')).toBeUndefined();
  });

  it("maxLength: 'Maximum {n} caractères autorisés' above n, passes at n", () => {
    expect(run(maxLength(3), 'abcd')).toBe('Maximum 3 caractères autorisés');
    expect(run(maxLength(3), 'abc')).toBeUndefined();
    expect(run(maxLength(3), undefined)).toBeUndefined();
  });

  it('accept custom messages', () => {
    expect(run(minLength(8, 'Trop court'), 'abc')).toBe('Trop court');
    expect(run(maxLength(2, 'Trop long'), 'abc')).toBe('Trop long');
  });
});

describe('pattern', () => {
  it("uses the default 'Format invalide'", () => {
    expect(run(pattern(/^[a-z]+$/), 'ABC')).toBe('Format invalide');
    expect(run(pattern(/^[a-z]+$/), 'abc')).toBeUndefined();
  });

  it('uses a custom message', () => {
    expect(run(pattern(/^\d+$/, 'Chiffres uniquement'), 'a1')).toBe('Chiffres uniquement');
  });

  it('lets empty values through', () => {
    expect(run(pattern(/^x$/), '')).toBeUndefined();
  });
});

describe('numeric / toNumber', () => {
  it("refuses non-numbers with 'Nombre invalide'", () => {
    for (const bad of ['abc', '12abc', NaN, Infinity, true, {}]) {
      expect(run(numeric(), bad), String(bad)).toBe('Nombre invalide');
    }
  });

  it('accepts numbers and numeric strings (comma decimal included)', () => {
    expect(run(numeric(), 12)).toBeUndefined();
    expect(run(numeric(), 0)).toBeUndefined();
    expect(run(numeric(), '12.5')).toBeUndefined();
    expect(run(numeric(), '12,5')).toBeUndefined();
    expect(run(numeric(), '')).toBeUndefined();
  });

  it('uses a custom message', () => {
    expect(run(numeric('Pas un nombre'), 'x')).toBe('Pas un nombre');
  });

  it('toNumber converts what reads as a number', () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber('3,5')).toBe(3.5);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('x')).toBeUndefined();
    expect(toNumber(NaN)).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
  });
});

describe('min / max', () => {
  it("min: 'La valeur minimale est {min}'", () => {
    expect(run(min(4), 3)).toBe('La valeur minimale est 4');
    expect(run(min(4), '3')).toBe('La valeur minimale est 4');
    expect(run(min(4), 4)).toBeUndefined();
    expect(run(min(0), -0.0001)).toBe('La valeur minimale est 0');
  });

  it("max: 'La valeur maximale est {max}'", () => {
    expect(run(max(64), 65)).toBe('La valeur maximale est 64');
    expect(run(max(64), 64)).toBeUndefined();
    expect(run(max(2), '2,5')).toBe('La valeur maximale est 2');
  });

  it('ignore non-numeric values (numeric reports those) and accept custom messages', () => {
    expect(run(min(4), 'abc')).toBeUndefined();
    expect(run(max(4), undefined)).toBeUndefined();
    expect(run(min(4, 'Trop petit'), 1)).toBe('Trop petit');
    expect(run(max(4, 'Trop grand'), 9)).toBe('Trop grand');
  });
});

describe('match', () => {
  it("refuses a value different from the other field with 'Les valeurs ne correspondent pas'", () => {
    expect(run(match('password'), 'abc', { password: 'abd' })).toBe('Les valeurs ne correspondent pas');
    expect(run(match('password'), 'abc', {})).toBe('Les valeurs ne correspondent pas');
  });

  it('passes identical values and uses a custom message', () => {
    expect(run(match('password'), 'abc', { password: 'abc' })).toBeUndefined();
    expect(run(match('password', 'Les mots de passe ne correspondent pas'), 'x', { password: 'y' })).toBe(
      'Les mots de passe ne correspondent pas',
    );
  });
});

describe('unique', () => {
  it("refuses a taken value with 'Cette valeur existe déjà'", () => {
    expect(run(unique(['admin', 'user']), 'admin')).toBe('Cette valeur existe déjà');
  });

  it('passes a free value or an empty one, and uses a custom message', () => {
    expect(run(unique(['admin']), 'support')).toBeUndefined();
    expect(run(unique(['']), '')).toBeUndefined();
    expect(run(unique(['a'], 'Déjà pris'), 'a')).toBe('Déjà pris');
  });
});

describe('compose', () => {
  it('keeps the first message in order', () => {
    const rule = compose(required(), minLength(8), pattern(/\d/, 'Un chiffre requis'));
    expect(run(rule, '')).toBe('Ce champ est requis');
    expect(run(rule, 'abc')).toBe('Minimum 8 caractères requis');
    expect(run(rule, 'abcdefgh')).toBe('Un chiffre requis');
    expect(run(rule, 'abcdefg1')).toBeUndefined();
  });

  it('stops at the first failing rule', () => {
    let called = false;
    const spy: Rule = () => {
      called = true;
      return 'second';
    };
    expect(run(compose(() => 'first', spy), 'x')).toBe('first');
    expect(called).toBe(false);
  });

  it('passes the whole values to each rule', () => {
    const rule = compose(match('other'));
    expect(run(rule, 'a', { other: 'a' })).toBeUndefined();
    expect(run(rule, 'a', { other: 'b' })).toBe('Les valeurs ne correspondent pas');
  });

  it('with no rules passes everything', () => {
    expect(run(compose(), 'anything')).toBeUndefined();
  });
});
