/**
 * The download page (spec 1 §2 "DOWNLOAD", §9 "Community edition"): the Community edition's
 * install options per platform, the quick-start guide, requirements, features and help.
 */
import { BRAND_NAME, BRAND_SLUG, OS_NAME } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';

export const COMMUNITY_VERSION = '2.4.0';

const GET = `https://get.${BRAND_SLUG}.fr`;
const RELEASE = `${GET}/${COMMUNITY_VERSION}`;

export const downloadSeo = {
  title: `Télécharger l'édition Community ${COMMUNITY_VERSION} | ${BRAND_NAME}`,
  description: `Installez gratuitement ${BRAND_NAME} Community ${COMMUNITY_VERSION} sur Linux, Docker ou Kubernetes : commandes d'installation, sommes de contrôle SHA-256, prérequis et guide de démarrage rapide.`,
};

export const downloadHero = {
  title: `Télécharger ${BRAND_NAME} Community`,
  subtitle: `L'édition Community est gratuite et open source : installez la plateforme sur votre propre infrastructure en quelques minutes.`,
  crumb: 'Téléchargement',
  version: `Version ${COMMUNITY_VERSION}`,
  license: 'Gratuite, sans limite de durée',
};

export interface DownloadOption {
  name: string;
  description: string;
  /** The quick-install command, shown with a copy button. */
  command: string;
  /** The file (or image) the command fetches. */
  file: string;
  size: string;
  sha256: string;
}

export type PlatformKey = 'linux' | 'docker' | 'kubernetes';

export interface Platform {
  key: PlatformKey;
  label: string;
  intro: string;
  options: readonly DownloadOption[];
}

/** In tab order; Linux is the default tab (spec 1 §4 "Download"). */
export const platforms: readonly Platform[] = [
  {
    key: 'linux',
    label: 'Linux',
    intro: 'Sur un serveur Debian, Ubuntu, RHEL ou Rocky Linux, ou sur une machine nue avec l’image ISO.',
    options: [
      {
        name: "Script d'installation",
        description: 'Détecte votre distribution, installe les dépendances et démarre les services.',
        command: `curl -fsSL ${GET}/install.sh | sudo sh -s -- --version ${COMMUNITY_VERSION}`,
        file: 'install.sh',
        size: '24 Ko',
        sha256: '67f844cf6dfb152d1f152d05f6baf01b614297ba177926d2682c313f4a03615f',
      },
      {
        name: 'Paquet Debian / Ubuntu',
        description: 'Pour les serveurs gérés avec apt.',
        command: `curl -LO ${RELEASE}/${BRAND_SLUG}_${COMMUNITY_VERSION}_amd64.deb && sudo apt install ./${BRAND_SLUG}_${COMMUNITY_VERSION}_amd64.deb`,
        file: `${BRAND_SLUG}_${COMMUNITY_VERSION}_amd64.deb`,
        size: '312 Mo',
        sha256: '7c20ec236d89646109cbcbc93a0675eac417eb9e4728472ff180c3395e75d0e2',
      },
      {
        name: 'Paquet RHEL / Rocky Linux',
        description: 'Pour les serveurs gérés avec dnf.',
        command: `curl -LO ${RELEASE}/${BRAND_SLUG}-${COMMUNITY_VERSION}-1.x86_64.rpm && sudo dnf install ./${BRAND_SLUG}-${COMMUNITY_VERSION}-1.x86_64.rpm`,
        file: `${BRAND_SLUG}-${COMMUNITY_VERSION}-1.x86_64.rpm`,
        size: '318 Mo',
        sha256: '7051fa3e5d02d731542cf5619d0e8618076f0b403c84930b576916a5c84430b3',
      },
      {
        name: `Image ISO ${OS_NAME}`,
        description: 'Le système complet, à installer sur un serveur physique ou une machine virtuelle.',
        command: `curl -LO ${RELEASE}/${BRAND_SLUG}-os-${COMMUNITY_VERSION}-amd64.iso`,
        file: `${BRAND_SLUG}-os-${COMMUNITY_VERSION}-amd64.iso`,
        size: '1,4 Go',
        sha256: 'e1a0cfd418965e0e336258c438d64df76563ca3f8e325b674f28be5a916a8fad',
      },
    ],
  },
  {
    key: 'docker',
    label: 'Docker',
    intro: 'Sur toute machine équipée de Docker 20.10 ou plus récent.',
    options: [
      {
        name: 'Conteneur tout-en-un',
        description: 'Un seul conteneur, idéal pour évaluer la plateforme.',
        command: `docker run -d --name ${BRAND_SLUG} -p 8443:8443 -v ${BRAND_SLUG}-data:/var/lib/${BRAND_SLUG} ${BRAND_SLUG}/community:${COMMUNITY_VERSION}`,
        file: `${BRAND_SLUG}/community:${COMMUNITY_VERSION}`,
        size: '486 Mo',
        sha256: '7854f6aaca75905bb1da778110ff2d4a627ea615d1cc624850dde99fd79f6bbe',
      },
      {
        name: 'Docker Compose',
        description: 'Les services séparés (console, API, base, supervision), prêts pour la production.',
        command: `curl -LO ${RELEASE}/docker-compose.yml && docker compose up -d`,
        file: 'docker-compose.yml',
        size: '4 Ko',
        sha256: '7e6ebfaa42f01cb4a1d0855feb2173f75e74484e59a838d9499ca89df8b5730e',
      },
    ],
  },
  {
    key: 'kubernetes',
    label: 'Kubernetes',
    intro: 'Sur un cluster Kubernetes 1.26 ou plus récent.',
    options: [
      {
        name: 'Chart Helm',
        description: 'La méthode recommandée : mises à jour et configuration par valeurs Helm.',
        command: `helm repo add ${BRAND_SLUG} https://charts.${BRAND_SLUG}.fr && helm install ${BRAND_SLUG} ${BRAND_SLUG}/community --version ${COMMUNITY_VERSION} --namespace ${BRAND_SLUG} --create-namespace`,
        file: `community-${COMMUNITY_VERSION}.tgz`,
        size: '36 Ko',
        sha256: '6a14cd6af7a9482a4868bcf6218b01413cfeeb614846b3e5774481da7859cafa',
      },
      {
        name: 'Manifestes kubectl',
        description: 'Pour les clusters sans Helm.',
        command: `kubectl apply -f ${RELEASE}/${BRAND_SLUG}-k8s.yaml`,
        file: `${BRAND_SLUG}-k8s.yaml`,
        size: '22 Ko',
        sha256: 'a00cae3051449ff1401c21b06636bc4f67592106d978f74c4e61183a1846dfe8',
      },
    ],
  },
];

/** Words of the install options island. */
export const downloadTabs = {
  title: 'Choisissez votre plateforme',
  tabsLabel: "Plateformes d'installation",
  command: 'Commande',
  file: 'Fichier',
  size: 'Taille',
  sha256: 'SHA-256',
  copy: 'Copier',
  copyLabel: (name: string) => `Copier la commande : ${name}`,
  copied: 'Copié !',
  copiedAnnouncement: (name: string) => `Commande « ${name} » copiée dans le presse-papiers.`,
  copyFailed: 'Copie impossible : la commande est sélectionnée, copiez-la avec Ctrl+C (ou ⌘+C).',
};

export const quickStart = {
  show: 'Afficher le guide de démarrage rapide',
  hide: 'Masquer le guide de démarrage rapide',
  title: 'Démarrage rapide',
  steps: [
    { title: 'Installez', text: 'Lancez la commande de la plateforme de votre choix ci-dessus. Comptez 5 à 10 minutes.' },
    { title: 'Ouvrez la console', text: 'Rendez-vous sur https://adresse-de-votre-serveur:8443 depuis votre navigateur.' },
    {
      title: 'Connectez-vous',
      text: "Utilisez le compte administrateur par défaut : ses identifiants s'affichent une seule fois, à la fin de l'installation. Changez le mot de passe dès la première connexion et enrôlez votre application d'authentification : la double authentification est obligatoire pour les administrateurs.",
    },
    { title: 'Déployez', text: 'Créez votre premier service depuis le catalogue ou importez vos conteneurs existants.' },
  ],
};

export interface Requirement {
  label: string;
  minimum: string;
  recommended: string;
}

/** Spec 1 §9: minimum and recommended configurations. */
export const requirements = {
  title: 'Configuration requise',
  columns: { resource: 'Ressource', minimum: 'Minimum', recommended: 'Recommandé' },
  rows: [
    { label: 'Processeur', minimum: '4 cœurs', recommended: '8+ cœurs' },
    { label: 'Mémoire', minimum: '8 Go de RAM', recommended: '16+ Go de RAM' },
    { label: 'Stockage', minimum: '50 Go SSD', recommended: '200+ Go NVMe' },
    { label: 'Noyau Linux', minimum: '4.15+', recommended: '5.10+' },
    { label: 'Docker', minimum: '20.10+', recommended: 'Dernière version' },
    { label: 'Réseau', minimum: '100 Mbit/s', recommended: '1+ Gbit/s' },
  ] satisfies readonly Requirement[],
};

export const includedFeatures = {
  title: "Inclus dans l'édition Community",
  items: [
    `${OS_NAME} complet et ses mises à jour de sécurité`,
    'Orchestration de conteneurs multi-nœuds',
    "Console web d'administration",
    'API REST complète',
    'Supervision et alertes intégrées',
    'Sauvegardes locales planifiées',
    'Gestion des utilisateurs et des rôles',
    'Support communautaire sur le forum',
  ],
  upgrade: { href: links.pricing.href, label: 'Comparer avec les offres payantes' } satisfies NavLink,
};

export interface HelpCard {
  icon: IconName;
  title: string;
  text: string;
  link: NavLink;
}

export const helpSection = {
  title: "Besoin d'aide ?",
  cards: [
    {
      icon: 'book',
      title: 'Documentation',
      text: "Guides d'installation détaillés et référence de l'API.",
      link: { href: links.api.href, label: 'Lire la documentation' },
    },
    {
      icon: 'users',
      title: 'Forum communautaire',
      text: 'Posez vos questions et partagez votre expérience avec la communauté.',
      link: { href: links.forum.href, label: 'Rejoindre le forum' },
    },
    {
      icon: 'headset',
      title: 'Support professionnel',
      text: 'Un accompagnement garanti par nos experts, avec engagement de délai.',
      link: { href: links.support.href, label: 'Voir les plans de support' },
    },
  ] satisfies readonly HelpCard[],
};
