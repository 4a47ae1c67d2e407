import { describe, expect, it } from 'vitest';
import { resources } from '@hexagone/schemas';
import { iconFor } from '../icons';

const FALLBACK = iconFor('');

describe('the icons the registry names', () => {
  it('are all in the back-office bundle (a screen, an action or a stat never shows the neutral icon)', () => {
    const named = resources.flatMap((resource) => [
      resource.icon,
      ...resource.actions.map((action) => action.icon),
      ...resource.stats.map((stat) => stat.icon),
    ]);
    expect(named.filter((name) => iconFor(name) === FALLBACK)).toEqual([]);
  });
});
