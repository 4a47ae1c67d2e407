import { describe, expect, it } from 'vitest';
import { users } from '@hexagone/schemas';
import { addressFromState, stateFromAddress } from './list-address';

const DEFAULTS = { sort: 'created_at', order: 'DESC', perPage: 20 };

describe('list state in the address', () => {
  it('reads plain parameters, typed as each filter holds them', () => {
    expect(stateFromAddress('?q=Lumi%C3%A8re&role=support&active=true&sort=name&order=desc&perPage=10&page=2', users)).toEqual({
      filter: { q: 'Lumière', role: 'support', active: true },
      sort: 'name',
      order: 'DESC',
      perPage: 10,
      page: 2,
    });
  });

  it('reads a repeated parameter as a list, and the older filter JSON', () => {
    expect(stateFromAddress('?role=user&role=support', users).filter).toEqual({ role: ['user', 'support'] });
    expect(stateFromAddress(`?filter=${encodeURIComponent('{"topic_id":"abc","q":"x"}')}&page=3`, users)).toMatchObject({
      filter: { topic_id: 'abc', q: 'x' },
      page: 3,
    });
  });

  it('ignores what it cannot read', () => {
    expect(stateFromAddress('?page=-1&perPage=abc&order=sideways&filter=%7Bbroken', users)).toEqual({
      filter: {},
      sort: undefined,
      order: undefined,
      page: undefined,
      perPage: undefined,
    });
  });

  it('writes a readable address, leaving the defaults out', () => {
    expect(addressFromState({ filter: { q: 'Lumière', role: 'support', active: false }, sort: 'name', order: 'DESC', perPage: 10, page: 2 }, DEFAULTS)).toBe(
      '?q=Lumi%C3%A8re&role=support&active=false&sort=name&order=DESC&perPage=10&page=2',
    );
    expect(addressFromState({ filter: { q: '', role: undefined }, sort: 'created_at', order: 'DESC', perPage: 20, page: 1 }, DEFAULTS)).toBe('');
  });

  it('round-trips', () => {
    const state = { filter: { q: 'a b&c', role: ['user', 'admin'], active: true }, sort: 'email', order: 'ASC' as const, perPage: 50, page: 4 };
    expect(stateFromAddress(addressFromState(state, DEFAULTS), users)).toEqual(state);
  });
});
