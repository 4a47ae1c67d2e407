/** The six technologies of the suite (spec 1 §1), as the home page and later pages present them. */
import { OS_NAME } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

export interface ProductModule {
  name: string;
  icon: IconName;
  tagline: string;
  description: string;
  highlights: readonly string[];
  link: NavLink;
}

export const productModules: readonly ProductModule[] = [
  {
    name: OS_NAME,
    icon: 'layers',
    tagline: "Le système d'exploitation natif conteneurs",
    description: 'Un OS minimal et immuable, pensé pour orchestrer vos conteneurs du poste de développement au centre de données.',
    highlights: ['Mises à jour atomiques', 'Orchestration intégrée', 'Durcissement par défaut'],
    link: links.productOs,
  },
  {
    name: 'Agent IA',
    icon: 'bot',
    tagline: 'Un agent autonome pour vos opérations',
    description: "L'agent surveille, diagnostique et corrige votre infrastructure, et vous rend compte de chaque action.",
    highlights: ['Remédiation automatique', 'Langage naturel', 'Journal des décisions'],
    link: links.productAgent,
  },
  {
    name: 'Cluster AI',
    icon: 'cpu',
    tagline: 'La puissance GPU à la demande',
    description: "Entraînez et servez vos modèles sur des GPU hébergés en France, facturés à l'heure ou au jeton.",
    highlights: ['RTX 4090, A40, A100, H100', "Facturation à l'usage", "Mise à l'échelle automatique"],
    link: links.productCluster,
  },
  {
    name: 'Firewall IA',
    icon: 'shield',
    tagline: "La sécurité qui apprend",
    description: "Un pare-feu qui détecte les comportements anormaux et bloque les menaces avant qu'elles n'atteignent vos services.",
    highlights: ['Détection comportementale', 'Blocage en temps réel', 'Rapports de conformité'],
    link: links.productFirewall,
  },
  {
    name: 'Blockchain',
    icon: 'blocks',
    tagline: 'Votre chaîne privée en 5 minutes',
    description: "Une chaîne à preuve d'enjeu compatible EVM, privée ou publique, déployée depuis des modèles prêts à l'emploi.",
    highlights: ['Compatible EVM', 'SDK JavaScript, Python et Go', 'Ponts universels'],
    link: links.productBlockchain,
  },
  {
    name: 'Hosting HA',
    icon: 'server',
    tagline: 'Un hébergement qui ne tombe pas',
    description: 'Réplication multi-zones et bascule automatique en moins de 30 secondes pour vos applications critiques.',
    highlights: ['SLA 99,99 %', 'Bascule < 30 s', 'RTO < 1 minute'],
    link: links.productHosting,
  },
];
