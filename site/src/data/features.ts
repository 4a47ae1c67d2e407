/** The features page (spec 1 §2 "FEATURES"): the six modules, each with a description and six features. */
import { elideDe } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';
import { links, type NavLink } from './navigation';
import { productModules, type ProductModule } from './modules';
import type { IconName } from './icons';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface FeatureBlock {
  module: ProductModule;
  description: string;
  features: readonly Feature[];
}

/** The module of the home page that a link leads to; a typo fails the build instead of a page. */
function moduleAt(link: NavLink): ProductModule {
  const module = productModules.find((candidate) => candidate.link.href === link.href);
  if (!module) throw new Error(`No module links to ${link.href}`);
  return module;
}

export const featuresSeo = {
  title: `Fonctionnalités — ${BRAND_NAME}`,
  description: `Les six modules ${elideDe(BRAND_NAME)} en détail : OS conteneurisé, agent IA autonome, cluster GPU, firewall IA, blockchain et hébergement haute disponibilité, chacun avec ses six fonctionnalités clés.`,
};

export const featuresHero = {
  title: 'Toutes les fonctionnalités',
  subtitle: "Six modules conçus pour fonctionner ensemble, de l'OS à l'IA : activez ceux dont vous avez besoin.",
  crumb: 'Fonctionnalités',
  summaryLabel: 'Aller au module',
  moreLabel: 'Découvrir',
};

export const featureBlocks: readonly FeatureBlock[] = [
  {
    module: moduleAt(links.productOs),
    description:
      "Un système d'exploitation minimal et immuable, construit autour des conteneurs. Chaque mise à jour s'applique d'un bloc et se défait d'un clic, chaque service tourne isolé et durci par défaut.",
    features: [
      { icon: 'refresh', title: 'Mises à jour atomiques', text: 'Le système bascule en une fois vers la nouvelle version, et revient en arrière si besoin.' },
      { icon: 'package', title: 'Orchestration intégrée', text: "Déployez, mettez à l'échelle et supervisez vos conteneurs sans outil supplémentaire." },
      { icon: 'shield', title: 'Durcissement par défaut', text: 'Système de fichiers en lecture seule, politiques de sécurité actives dès le démarrage.' },
      { icon: 'zap', title: 'Démarrage rapide', text: 'Un noyau allégé qui démarre en quelques secondes, du poste de développement au serveur.' },
      { icon: 'dashboard', title: 'Console web', text: 'Une interface claire pour gérer nœuds, services, journaux et utilisateurs.' },
      { icon: 'terminal', title: 'CLI et API', text: 'Tout ce que fait la console se scripte en ligne de commande ou par API.' },
    ],
  },
  {
    module: moduleAt(links.productAgent),
    description:
      "Un agent autonome qui surveille votre infrastructure en permanence, diagnostique les anomalies et applique les corrections que vous avez autorisées, en expliquant chacune de ses décisions.",
    features: [
      { icon: 'refresh', title: 'Remédiation automatique', text: "Redémarrage, mise à l'échelle ou retour arrière appliqués selon vos règles." },
      { icon: 'message', title: 'Langage naturel', text: 'Interrogez votre infrastructure en français et obtenez des réponses précises.' },
      { icon: 'fileText', title: 'Journal des décisions', text: "Chaque action de l'agent est tracée, motivée et réversible." },
      { icon: 'eye', title: 'Surveillance continue', text: 'Métriques, journaux et traces analysés en continu pour détecter les dérives.' },
      { icon: 'lightbulb', title: 'Recommandations', text: "Suggestions de dimensionnement et d'économies fondées sur votre usage réel." },
      { icon: 'lock', title: 'Garde-fous', text: "Vous choisissez ce que l'agent peut faire seul et ce qu'il doit vous soumettre." },
    ],
  },
  {
    module: moduleAt(links.productCluster),
    description:
      "Des GPU hébergés en France pour entraîner, affiner et servir vos modèles. Réservez une carte à l'heure ou payez au jeton pour l'inférence, le cluster s'adapte à la charge.",
    features: [
      { icon: 'cpu', title: 'GPU de dernière génération', text: 'RTX 4090, A40, A100 et H100 selon vos besoins de calcul et de mémoire.' },
      { icon: 'creditCard', title: "Facturation à l'usage", text: "À l'heure pour l'entraînement, au jeton pour l'inférence, sans engagement." },
      { icon: 'trendingUp', title: "Mise à l'échelle automatique", text: "Des nœuds ajoutés ou retirés selon la file d'attente de vos tâches." },
      { icon: 'layers', title: 'Environnements prêts', text: "Images avec les principaux frameworks d'apprentissage préinstallés." },
      { icon: 'globe', title: "Points d'inférence", text: 'Exposez vos modèles derrière une API sécurisée en quelques minutes.' },
      { icon: 'flag', title: 'Données en France', text: 'Vos jeux de données et vos modèles restent sur le territoire.' },
    ],
  },
  {
    module: moduleAt(links.productFirewall),
    description:
      "Un pare-feu qui apprend le comportement normal de vos services et bloque ce qui s'en écarte : intrusions, exfiltrations, abus d'API et attaques automatisées.",
    features: [
      { icon: 'activity', title: 'Détection comportementale', text: 'Des modèles qui repèrent les anomalies que les règles statiques laissent passer.' },
      { icon: 'zap', title: 'Blocage en temps réel', text: "Les menaces sont stoppées en quelques millisecondes, avant d'atteindre vos services." },
      { icon: 'fileText', title: 'Rapports de conformité', text: 'Des rapports prêts pour vos audits de sécurité et vos obligations réglementaires.' },
      { icon: 'globe', title: 'Protection des API', text: 'Limitation de débit, validation des requêtes et détection des abus.' },
      { icon: 'alert', title: 'Alertes intelligentes', text: 'Des alertes regroupées et priorisées, sans bruit inutile.' },
      { icon: 'search', title: 'Investigation', text: "Remontez chaque incident jusqu'à sa source depuis une chronologie unique." },
    ],
  },
  {
    module: moduleAt(links.productBlockchain),
    description:
      "Une chaîne à preuve d'enjeu basée sur Cosmos et Tendermint, compatible EVM, privée ou publique. Déployez-la depuis un modèle et développez avec les SDK JavaScript, Python et Go.",
    features: [
      { icon: 'code', title: 'Compatible EVM', text: 'Vos contrats Solidity et vos outils Ethereum fonctionnent sans modification.' },
      { icon: 'rocket', title: 'Déploiement express', text: "Une chaîne opérationnelle en quelques minutes à partir de modèles prêts à l'emploi." },
      { icon: 'terminal', title: 'SDK JavaScript, Python et Go', text: 'Des bibliothèques officielles pour intégrer la chaîne à vos applications.' },
      { icon: 'link', title: 'Ponts universels', text: 'Échangez actifs et messages avec les autres chaînes.' },
      { icon: 'lock', title: "Preuve d'enjeu", text: 'Un consensus économe en énergie et finalisé en quelques secondes.' },
      { icon: 'barChart', title: 'Outils développeurs', text: "IDE intégré, débogueur, analyses et outils d'audit de contrats." },
    ],
  },
  {
    module: moduleAt(links.productHosting),
    description:
      "Un hébergement répliqué sur plusieurs zones, avec bascule automatique et sauvegardes continues, pour les applications qui ne doivent jamais s'arrêter.",
    features: [
      { icon: 'share', title: 'Réplication multi-zones', text: 'Vos données copiées en continu dans plusieurs centres de données.' },
      { icon: 'refresh', title: 'Bascule automatique', text: 'Le trafic repart vers une zone saine sans intervention humaine.' },
      { icon: 'gauge', title: 'Équilibrage de charge', text: 'Les requêtes réparties selon la santé et la charge de chaque instance.' },
      { icon: 'database', title: 'Sauvegardes continues', text: 'Restauration à un instant précis de vos bases et de vos fichiers.' },
      { icon: 'activity', title: 'Supervision 24/7', text: "Nos équipes et l'agent IA veillent sur vos services jour et nuit." },
      { icon: 'award', title: 'Engagement de service', text: "Une disponibilité garantie par contrat, avec pénalités si elle n'est pas tenue." },
    ],
  },
];
