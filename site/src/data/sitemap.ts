/** The site map (spec 1 §2 "SITEMAP"): four groups of pages and the chatbot button. */
import { BRAND_NAME } from './brand';
import { links, type NavGroup } from './navigation';

export const sitemapPage = {
  seo: { title: `Plan du site | ${BRAND_NAME}`, description: `Toutes les pages du site ${BRAND_NAME}, par rubrique.` },
  title: 'Plan du site',
  subtitle: 'Toutes les pages du site, par rubrique.',
  help: 'Vous ne trouvez pas ce que vous cherchez ?',
  chatbot: "Demander à l'assistant",
  backHome: "Retour à l'accueil",
};

export const sitemapGroups: readonly NavGroup[] = [
  {
    title: 'Pages principales',
    links: [links.home, links.features, links.pricing, links.about, links.contact, links.solutions],
  },
  {
    title: 'Produits',
    links: [
      links.productOs,
      links.productAgent,
      links.productCluster,
      links.productFirewall,
      links.productHosting,
      links.productBlockchain,
      links.productSaas,
    ],
  },
  { title: 'Support', links: [links.support, links.kb, links.api, links.download, links.forum, links.status] },
  { title: 'Informations légales', links: [links.terms, links.privacy, links.cgv] },
];
