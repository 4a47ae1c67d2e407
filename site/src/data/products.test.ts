import { describe, expect, it } from 'vitest';
import { megaMenu } from './navigation';
import { productPages, productSlug } from './products';

const kinds = (kind: string) => productPages.filter((page) => page.extra?.kind === kind);

describe('the product pages (spec 1 §2 "PRODUCT PAGES")', () => {
  it('exist for exactly the seven products of the mega menu', () => {
    const menuProducts = megaMenu.find((group) => group.title === 'Produits')?.links.map((link) => link.href);
    expect(productPages.map((page) => page.link.href)).toEqual(menuProducts);
    expect(productPages.map(productSlug)).toEqual([
      'hexagone-os',
      'agent-ia',
      'cluster-ai',
      'firewall-ia',
      'hosting-ha',
      'blockchain',
      'saas-platform',
    ]);
  });

  it('each have feature cards and use cases', () => {
    for (const page of productPages) {
      expect(page.features.length, page.name).toBeGreaterThan(0);
      expect(page.useCases.length, page.name).toBeGreaterThan(0);
    }
  });

  it('show three Hosting HA plans: Starter 99 €, Business 299 € (most popular), Enterprise 799 €', () => {
    const [hosting] = kinds('hosting');
    expect(hosting?.extra?.kind === 'hosting' && hosting.extra.plans.map(({ name, price, popular }) => ({ name, price, popular: !!popular }))).toEqual([
      { name: 'Starter', price: 99, popular: false },
      { name: 'Business', price: 299, popular: true },
      { name: 'Enterprise', price: 799, popular: false },
    ]);
  });

  it('price the SaaS tiers 0, 99, 299 € and Enterprise on quote', () => {
    const [saas] = kinds('saas');
    expect(saas?.extra?.kind === 'saas' && saas.extra.tiers.tiers.map((tier) => tier.price)).toEqual([0, 99, 299, null]);
  });
});
