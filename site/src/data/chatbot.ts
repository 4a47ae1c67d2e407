/**
 * The floating assistant (spec 1 §3 "Chatbot message", §4 "Chatbot"): its words and its
 * decision tree. Each node is a bot message with the options the visitor can pick.
 */
import { BLOG_PATH } from './blog';
import { BRAND_NAME, OS_NAME } from './brand';
import type { IconName } from './icons';
import { links } from './navigation';

export const CHATBOT_NODE_IDS = [
  'initial',
  'discover',
  'products',
  'product_os',
  'product_agent',
  'product_cluster',
  'product_firewall',
  'product_blockchain',
  'product_hosting',
  'support',
  'documentation',
] as const;

export type ChatNodeId = (typeof CHATBOT_NODE_IDS)[number];

export type ChatOption =
  | { label: string; icon?: IconName; action: 'navigate'; path: string }
  | { label: string; icon?: IconName; action: 'showOptions'; nextId: ChatNodeId }
  | { label: string; icon?: IconName; action: 'showInfo'; info: string; backOptions?: readonly ChatOption[] }
  /** Closes the assistant and opens the live chat with the support team (LiveChatDock.astro). */
  | { label: string; icon?: IconName; action: 'openLiveChat' };

export interface ChatNode {
  message: string;
  options: readonly ChatOption[];
}

/** Typing indicator shown before every reply, and the pause before a navigation (spec 1 §9). */
export const CHATBOT_TYPING_MS = 800;
export const CHATBOT_NAVIGATE_DELAY_MS = 1000;

export const chatbotTexts = {
  title: `Assistant ${BRAND_NAME}`,
  subtitle: 'Réponse immédiate',
  open: "Ouvrir l'assistant",
  launcher: 'Besoin d’aide ?',
  close: "Fermer l'assistant",
  reset: 'Recommencer la conversation',
  log: 'Conversation avec l’assistant',
  typing: 'L’assistant écrit…',
  you: 'Vous',
  bot: 'Assistant',
  loading: "Chargement de l'assistant…",
  redirect: (label: string) => `Je vous redirige vers ${label}...`,
  liveChat: 'J’ouvre le chat en direct : un membre de notre équipe vous répond.',
};

const mainMenu: ChatOption = { label: 'Menu principal', icon: 'refresh', action: 'showOptions', nextId: 'initial' };
const allProducts: ChatOption = { label: 'Tous les produits', icon: 'package', action: 'showOptions', nextId: 'products' };

/** The option a piece of information offers when it names no way back of its own. */
export const DEFAULT_BACK_OPTIONS: readonly ChatOption[] = [mainMenu];

const go = (link: { href: string; label: string }, icon: IconName, label = link.label): ChatOption => ({
  label,
  icon,
  action: 'navigate',
  path: link.href,
});

export const chatbotTree: Record<ChatNodeId, ChatNode> = {
  initial: {
    message: `Bonjour ! Je suis l'assistant ${BRAND_NAME}. Comment puis-je vous aider aujourd'hui ?`,
    options: [
      { label: `Découvrir ${BRAND_NAME}`, icon: 'sparkles', action: 'showOptions', nextId: 'discover' },
      { label: 'Nos produits', icon: 'package', action: 'showOptions', nextId: 'products' },
      { label: "Besoin d'aide", icon: 'lifeBuoy', action: 'showOptions', nextId: 'support' },
      { label: 'Documentation', icon: 'book', action: 'showOptions', nextId: 'documentation' },
      go(links.pricing, 'creditCard', 'Voir les tarifs'),
      go(links.contact, 'mail', 'Contacter un expert'),
    ],
  },
  discover: {
    message: `${BRAND_NAME} réunit six technologies souveraines pour bâtir et opérer votre infrastructure en France. Que souhaitez-vous découvrir ?`,
    options: [
      go(links.features, 'layers', 'Les fonctionnalités'),
      go(links.solutions, 'target', 'Les solutions par secteur'),
      go(links.about, 'building', 'Qui sommes-nous ?'),
      {
        label: 'Pourquoi la souveraineté ?',
        icon: 'shield',
        action: 'showInfo',
        info: `Vos données restent hébergées et opérées en France, sous droit français. ${BRAND_NAME} s'appuie sur des technologies ouvertes et auditables : vous gardez la maîtrise de votre infrastructure, sans dépendance à un fournisseur extra-européen.`,
        backOptions: [{ label: 'Découvrir encore', icon: 'sparkles', action: 'showOptions', nextId: 'discover' }, mainMenu],
      },
      mainMenu,
    ],
  },
  products: {
    message: 'Quel produit vous intéresse ?',
    options: [
      { label: OS_NAME, icon: 'layers', action: 'showOptions', nextId: 'product_os' },
      { label: 'Agent IA', icon: 'bot', action: 'showOptions', nextId: 'product_agent' },
      { label: 'Cluster AI', icon: 'cpu', action: 'showOptions', nextId: 'product_cluster' },
      { label: 'Firewall IA', icon: 'shield', action: 'showOptions', nextId: 'product_firewall' },
      { label: 'Blockchain', icon: 'blocks', action: 'showOptions', nextId: 'product_blockchain' },
      { label: 'Hosting HA', icon: 'server', action: 'showOptions', nextId: 'product_hosting' },
      go(links.productSaas, 'cloud'),
      mainMenu,
    ],
  },
  product_os: {
    message: `${OS_NAME} est un système d'exploitation natif conteneurs, immuable et sécurisé, pensé pour l'auto-hébergement comme pour le cloud.`,
    options: [go(links.productOs, 'arrowRight', `Découvrir ${OS_NAME}`), go(links.download, 'download', "Télécharger l'édition Community"), allProducts],
  },
  product_agent: {
    message: "L'Agent IA surveille votre infrastructure, diagnostique les incidents et applique les corrections de façon autonome.",
    options: [go(links.productAgent, 'arrowRight', "Découvrir l'Agent IA"), go(links.pricing, 'creditCard', 'Voir les tarifs'), allProducts],
  },
  product_cluster: {
    message: 'Cluster AI met à votre disposition des GPU à la demande pour entraîner et servir vos modèles, facturés à l’usage.',
    options: [go(links.productCluster, 'arrowRight', 'Découvrir Cluster AI'), go(links.pricing, 'creditCard', 'Voir les tarifs GPU'), allProducts],
  },
  product_firewall: {
    message: "Le Firewall IA détecte et bloque les menaces en temps réel grâce à des modèles qui apprennent de chaque tentative d'intrusion.",
    options: [go(links.productFirewall, 'arrowRight', 'Découvrir le Firewall IA'), go(links.status, 'activity', 'État des services'), allProducts],
  },
  product_blockchain: {
    message: 'Notre blockchain privée ou publique, compatible EVM, se déploie en quelques minutes à partir de modèles prêts à l’emploi.',
    options: [go(links.productBlockchain, 'arrowRight', 'Découvrir la Blockchain'), go(links.api, 'code', 'Documentation API'), allProducts],
  },
  product_hosting: {
    message: 'Hosting HA héberge vos applications en haute disponibilité, avec bascule automatique et sauvegardes en continu.',
    options: [go(links.productHosting, 'arrowRight', 'Découvrir Hosting HA'), go(links.contact, 'mail', 'Demander un devis'), allProducts],
  },
  support: {
    message: 'Comment pouvons-nous vous aider ?',
    options: [
      go(links.support, 'headset', 'Centre de support'),
      { label: 'Discuter avec un conseiller', icon: 'message', action: 'openLiveChat' },
      go(links.forum, 'users', 'Forum de la communauté'),
      go(links.status, 'activity', 'État des services'),
      {
        label: 'Joindre le support',
        icon: 'clock',
        action: 'showInfo',
        info: 'Notre équipe d’experts répond 24 h/24 et 7 j/7 selon votre plan de support. Pour une demande précise, écrivez-nous depuis la page Contact : nous vous répondons dans les plus brefs délais.',
        backOptions: [go(links.contact, 'mail', 'Écrire au support'), mainMenu],
      },
      mainMenu,
    ],
  },
  documentation: {
    message: 'Quelle documentation cherchez-vous ?',
    options: [
      go(links.api, 'code', 'Documentation API'),
      go(links.download, 'terminal', "Guide d'installation"),
      go(links.forum, 'message', 'Questions de la communauté'),
      go({ href: BLOG_PATH, label: 'Guides du blog' }, 'fileText'),
      mainMenu,
    ],
  },
};
