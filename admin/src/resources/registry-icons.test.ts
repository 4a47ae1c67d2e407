import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, resources } from '@hexagone/schemas';
import { customActions } from '../actions/custom-actions';

const require = createRequire(import.meta.url);

describe('the icons and dialogs the registry names', () => {
  it('are icons Material has, each importable by its own path', () => {
    const missing = ICON_NAMES.filter((name) => {
      try {
        require.resolve(`@mui/icons-material/${name}`);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('name only dialogs the back-office has', () => {
    const named = resources.flatMap((resource) =>
      resource.actions.flatMap((action) => (action.effect.kind === 'custom' ? [`${resource.name}: ${action.effect.component}`] : [])),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !(entry.split(': ')[1] in customActions))).toEqual([]);
  });
});
