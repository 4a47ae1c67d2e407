import { describe, expect, it } from 'vitest';
import { featureBlocks } from './features';
import { productModules } from './modules';

describe('the features page (spec 1 §2 "FEATURES")', () => {
  it('has one block per module, in the home page order', () => {
    expect(featureBlocks.map((block) => block.module)).toEqual(productModules);
  });

  it('gives each block a description and six distinct features', () => {
    for (const { module, description, features } of featureBlocks) {
      expect(description, module.name).not.toBe('');
      expect(new Set(features.map((feature) => feature.title)).size, module.name).toBe(6);
    }
  });
});
