/**
 * The demo forum: the six categories of spec 1 §3 and the community's conversations about
 * Hexagone OS and its services, with a few moderation cases (reports and bans).
 * Authors are picked by index among the customer accounts; 'staff' is a support agent.
 */

export type ForumCategoryKey = 'general' | 'installation' | 'troubleshooting' | 'features' | 'showcase' | 'announcements';

export interface DemoForumCategory {
  slug: ForumCategoryKey;
  name: string;
  description: string;
  icon: string;
  color: string;
  order: number;
}

export const DEMO_FORUM_CATEGORIES: readonly DemoForumCategory[] = [
  { slug: 'announcements', name: 'Annonces', description: "Nouvelles versions, maintenances planifiées et actualités de l'équipe Hexagone.", icon: 'Campaign', color: 'danger', order: 1 },
  { slug: 'general', name: 'Général', description: 'Discussions libres autour de la plateforme et du cloud souverain.', icon: 'Forum', color: 'primary', order: 2 },
  { slug: 'installation', name: 'Installation', description: 'Installer Hexagone OS sur serveur nu, en conteneur ou sur Kubernetes.', icon: 'InstallDesktop', color: 'info', order: 3 },
  { slug: 'troubleshooting', name: 'Dépannage', description: 'Un problème ? Décrivez-le ici avec vos journaux et votre configuration.', icon: 'Build', color: 'warning', order: 4 },
  { slug: 'features', name: 'Fonctionnalités', description: 'Proposez des évolutions et votez pour celles qui comptent pour vous.', icon: 'AutoAwesome', color: 'success', order: 5 },
  { slug: 'showcase', name: 'Vitrine', description: 'Présentez vos déploiements et retours d’expérience.', icon: 'EmojiEvents', color: 'secondary', order: 6 },
];

/** Who writes: a customer by index (wrapping around the accounts), or a support agent. */
export type DemoAuthor = number | 'staff';

export interface DemoForumReply {
  by: DemoAuthor;
  text: string;
  solution?: boolean;
}

export interface DemoForumTopic {
  title: string;
  category: ForumCategoryKey;
  tags: readonly string[];
  content: string;
  by: DemoAuthor;
  /** When it was opened, in days before the seed runs. */
  daysAgo: number;
  views: number;
  pinned?: boolean;
  locked?: boolean;
  replies: readonly DemoForumReply[];
}

export const DEMO_FORUM_TOPICS: readonly DemoForumTopic[] = [
  {
    title: 'Bienvenue sur le forum de la communauté Hexagone',
    category: 'announcements',
    tags: ['bienvenue', 'règles'],
    content:
      "Bienvenue à toutes et à tous !\n\nCe forum est l'endroit pour poser vos questions, partager vos configurations et proposer des idées. Quelques règles simples : restez courtois, cherchez avant de poster, et indiquez toujours votre version d'Hexagone OS quand vous décrivez un problème.\n\nL'équipe support passe chaque jour ouvré.",
    by: 'staff',
    daysAgo: 180,
    views: 4210,
    pinned: true,
    locked: true,
    replies: [
      { by: 0, text: 'Merci pour ce nouvel espace, ça manquait !' },
      { by: 3, text: 'Super initiative. Est-ce que les annonces de maintenance seront aussi publiées ici ?' },
      { by: 'staff', text: "Oui, chaque maintenance planifiée fera l'objet d'un sujet dans Annonces, en plus de la page Statut." },
    ],
  },
  {
    title: 'Hexagone OS 2.4.0 est disponible',
    category: 'announcements',
    tags: ['version', '2.4.0', 'nouveautés'],
    content:
      "La version 2.4.0 de l'édition communautaire est disponible au téléchargement.\n\nAu programme : prise en charge des GPU de dernière génération dans Cluster AI, règles de pare-feu IA importables au format YAML, sauvegardes incrémentales deux fois plus rapides et de nombreuses corrections.\n\nLes notes de version complètes sont sur la page Téléchargement.",
    by: 'staff',
    daysAgo: 21,
    views: 2874,
    pinned: true,
    replies: [
      { by: 5, text: 'Mise à jour faite sur trois nœuds sans interruption, bravo.' },
      { by: 8, text: "L'import YAML des règles est exactement ce qu'il nous fallait." },
      { by: 11, text: "Petite question : faut-il redémarrer les agents IA après la mise à jour ?" },
      { by: 'staff', text: "Non, les agents sont rechargés à chaud. Un redémarrage n'est utile que si vous changez de modèle par défaut." },
    ],
  },
  {
    title: 'Maintenance planifiée du réseau de Strasbourg',
    category: 'announcements',
    tags: ['maintenance', 'réseau'],
    content:
      "Une intervention sur les commutateurs cœur de réseau du centre de données de Strasbourg aura lieu dans la nuit de samedi à dimanche, entre 2 h et 4 h.\n\nLes services en haute disponibilité basculeront automatiquement sur Paris ; prévoyez quelques secondes de latence supplémentaire.",
    by: 'staff',
    daysAgo: 9,
    views: 912,
    replies: [
      { by: 2, text: 'Merci pour la prévenance. Les sauvegardes nocturnes sont-elles décalées ?' },
      { by: 'staff', text: 'Elles sont avancées à minuit pour cette nuit-là, rien à faire de votre côté.' },
      { by: 'staff', text: 'La maintenance est terminée, tous les services sont rétablis.' },
    ],
  },
  {
    title: 'Quel retour sur le cloud souverain pour une collectivité ?',
    category: 'general',
    tags: ['collectivité', 'souveraineté', 'RGPD'],
    content:
      "Nous étudions une migration de nos services (état civil, portail citoyen) vers un hébergement souverain. Des collectivités ici ont-elles franchi le pas avec Hexagone ? Comment s'est passé l'accompagnement sur la partie conformité ?",
    by: 8,
    daysAgo: 64,
    views: 1530,
    replies: [
      { by: 1, text: "Côté cabinet d'avocats, l'hébergement en France et le contrat de sous-traitance RGPD ont été décisifs." },
      { by: 4, text: "Nous sommes une clinique : l'hébergement de données de santé était le point clé, le dossier de conformité était complet." },
      { by: 'staff', text: 'Nous pouvons vous mettre en relation avec une autre mairie cliente pour un retour direct. Écrivez-nous via le formulaire de contact.' },
      { by: 8, text: 'Merci à tous, je contacte l’équipe.' },
    ],
  },
  {
    title: 'Combien de nœuds pour débuter en haute disponibilité ?',
    category: 'general',
    tags: ['haute-disponibilité', 'cluster', 'architecture'],
    content:
      "Pour une PME d'une cinquantaine de personnes, avec un ERP et une messagerie, faut-il partir directement sur trois nœuds ou deux suffisent-ils ?",
    by: 6,
    daysAgo: 47,
    views: 1184,
    replies: [
      { by: 9, text: 'Trois nœuds minimum : avec deux, vous ne pouvez pas départager une coupure réseau.' },
      { by: 'staff', text: 'Nous recommandons trois nœuds pour le quorum. Le deuxième et le troisième peuvent être plus modestes si vos charges sont faibles.', solution: true },
      { by: 6, text: 'Clair, merci. Va pour trois.' },
    ],
  },
  {
    title: 'Installation sur Debian 12 : dépendances manquantes',
    category: 'installation',
    tags: ['debian', 'installation', 'paquets'],
    content:
      "En lançant le script d'installation sur une Debian 12 minimale, j'obtiens : « paquet libseccomp introuvable ». Faut-il activer un dépôt particulier ?",
    by: 2,
    daysAgo: 38,
    views: 764,
    replies: [
      { by: 7, text: 'As-tu bien fait un apt update avant ? Sur une image minimale la liste des paquets est vide.' },
      { by: 2, text: 'Effectivement… après apt update tout passe. Merci !', solution: true },
      { by: 15, text: 'Même piège pour moi la première fois, merci pour le sujet.' },
    ],
  },
  {
    title: 'Déploiement sur Kubernetes avec le chart Helm officiel',
    category: 'installation',
    tags: ['kubernetes', 'helm', 'déploiement'],
    content:
      "J'essaie le chart Helm de la page Téléchargement sur un cluster k3s. Les pods du plan de contrôle restent en Pending. Quelqu'un a une configuration de stockage qui fonctionne ?",
    by: 10,
    daysAgo: 30,
    views: 981,
    replies: [
      { by: 12, text: "Il faut une StorageClass par défaut. Sur k3s, local-path fait l'affaire pour tester." },
      { by: 10, text: 'La StorageClass était bien là mais pas marquée par défaut.' },
      { by: 'staff', text: "Pour la production, préférez un stockage répliqué (Longhorn ou Ceph). Le chart accepte storageClassName dans values.yaml.", solution: true },
    ],
  },
  {
    title: 'Conteneur Docker : où sont stockées les données ?',
    category: 'installation',
    tags: ['docker', 'volumes'],
    content: "Avec l'image Docker, mes données disparaissent quand je recrée le conteneur. Quel volume faut-il monter ?",
    by: 13,
    daysAgo: 26,
    views: 642,
    replies: [
      { by: 'staff', text: 'Montez un volume sur /var/lib/hexagone : toutes les données et la configuration y sont.', solution: true },
      { by: 13, text: 'Parfait, c’était ça.' },
      { by: 4, text: 'À ajouter à la documentation, ce serait utile.' },
    ],
  },
  {
    title: 'Migration depuis VMware : retours d’expérience ?',
    category: 'installation',
    tags: ['migration', 'vmware', 'virtualisation'],
    content:
      "Nous avons une quarantaine de machines virtuelles sous VMware. L'outil de migration d'Hexagone convertit-il les disques à chaud ou faut-il arrêter chaque VM ?",
    by: 3,
    daysAgo: 19,
    views: 1106,
    replies: [
      { by: 5, text: "Nous avons migré 25 VM : conversion à chaud puis une courte coupure pour la bascule finale." },
      { by: 14, text: 'Attention aux VM avec des disques en mode RDM, elles doivent être traitées à part.' },
      { by: 3, text: 'Très utile, merci pour ces précisions.' },
    ],
  },
  {
    title: 'Le pare-feu IA bloque notre API de paiement',
    category: 'troubleshooting',
    tags: ['pare-feu', 'faux-positif', 'API'],
    content:
      "Depuis l'activation du pare-feu IA, les rappels de notre prestataire de paiement sont bloqués (403). Les requêtes sont légitimes. Comment créer une exception propre ?",
    by: 4,
    daysAgo: 16,
    views: 1378,
    replies: [
      { by: 9, text: 'Même souci chez nous avec un webhook. Il faut ajouter une règle d’autorisation par chemin.' },
      { by: 'staff', text: 'Dans Pare-feu IA > Règles, créez une règle « Autoriser » sur le chemin du rappel et limitez-la aux adresses IP du prestataire.', solution: true },
      { by: 4, text: 'Règle créée, les rappels passent. Merci !' },
      { by: 1, text: 'Bon à savoir, je note.' },
    ],
  },
  {
    title: 'Basculement automatique trop lent sur le cluster HA',
    category: 'troubleshooting',
    tags: ['haute-disponibilité', 'basculement', 'performance'],
    content:
      "Lors d'un test de coupure, le basculement prend près de 90 secondes. La documentation annonce moins de 30. Où regarder ?",
    by: 9,
    daysAgo: 12,
    views: 733,
    replies: [
      { by: 'staff', text: "Vérifiez le délai de détection (heartbeat_timeout) : la valeur par défaut est de 10 s, mais une ancienne configuration peut l'avoir relevée." },
      { by: 9, text: 'Il était à 60 s, reliquat de nos tests. Redescendu à 10 s, basculement en 22 s.', solution: true },
      { by: 6, text: 'Merci pour le retour, je vérifie chez nous aussi.' },
    ],
  },
  {
    title: 'Erreur 502 après mise à jour du certificat TLS',
    category: 'troubleshooting',
    tags: ['TLS', 'certificat', 'proxy'],
    content: "Depuis le renouvellement de notre certificat, le répartiteur de charge renvoie des erreurs 502 de façon intermittente.",
    by: 11,
    daysAgo: 7,
    views: 418,
    replies: [
      { by: 12, text: 'La chaîne intermédiaire est-elle bien incluse dans le fichier ?' },
      { by: 11, text: 'Bien vu, il manquait le certificat intermédiaire sur un des deux nœuds.' },
      { by: 'staff', text: 'Pensez à recharger le proxy après le remplacement du fichier : hexagone-ctl reload proxy.', solution: true },
      { by: 11, text: 'Rechargé sur les deux nœuds, plus aucune erreur 502.' },
    ],
  },
  {
    title: "L'agent IA ne répond plus après 2 000 requêtes",
    category: 'troubleshooting',
    tags: ['agent-ia', 'quota', 'limites'],
    content: "Notre agent de support client s'arrête de répondre en fin de journée. Les journaux indiquent « quota dépassé ». Où modifier ce plafond ?",
    by: 14,
    daysAgo: 4,
    views: 356,
    replies: [
      { by: 'staff', text: "Le plafond quotidien dépend de votre offre. Vous pouvez le relever dans Services > Agent IA > Limites, ou passer à l'offre supérieure." },
      { by: 14, text: 'Je ne vois pas ce menu, faut-il un rôle particulier ?' },
      { by: 'staff', text: "Oui, le rôle Administrateur du compte. Votre administrateur peut aussi vous déléguer la permission services.manage." },
    ],
  },
  {
    title: 'Sauvegardes : restauration d’un seul fichier impossible',
    category: 'troubleshooting',
    tags: ['sauvegarde', 'restauration'],
    content: "Je voudrais restaurer un seul fichier depuis la sauvegarde d'hier, mais l'interface ne propose que la restauration complète du volume.",
    by: 7,
    daysAgo: 2,
    views: 97,
    replies: [
      { by: 15, text: 'Même question, je suis preneur de la réponse.' },
      { by: 'staff', text: 'La restauration fichier par fichier arrive en 2.5. En attendant, montez la sauvegarde en lecture seule (Sauvegardes > Monter) et copiez le fichier.', solution: true },
      { by: 7, text: 'Le montage fonctionne, merci !' },
    ],
  },
  {
    title: 'Proposition : tableau de bord de consommation GPU par projet',
    category: 'features',
    tags: ['gpu', 'cluster-ai', 'facturation'],
    content:
      "Sur Cluster AI, nous partageons les GPU entre plusieurs équipes. Un tableau de bord de consommation par projet (heures GPU, coût) nous simplifierait beaucoup la refacturation interne.",
    by: 12,
    daysAgo: 55,
    views: 1621,
    replies: [
      { by: 10, text: '+1, indispensable pour nous aussi.' },
      { by: 15, text: "Idéalement avec un export CSV mensuel." },
      { by: 'staff', text: "Merci, c'est noté dans la feuille de route du prochain trimestre." },
      { by: 12, text: 'Excellente nouvelle !' },
    ],
  },
  {
    title: 'Authentification unique avec notre annuaire LDAP',
    category: 'features',
    tags: ['SSO', 'LDAP', 'sécurité'],
    content: "Serait-il possible de connecter l'espace client à notre annuaire LDAP / Active Directory plutôt que de gérer des comptes séparés ?",
    by: 1,
    daysAgo: 43,
    views: 887,
    replies: [
      { by: 'staff', text: 'La connexion SAML et OpenID Connect est en test. LDAP direct ne sera pas proposé, mais Active Directory via ADFS fonctionnera.' },
      { by: 1, text: "ADFS nous convient parfaitement." },
      { by: 8, text: 'Nous attendons aussi cette fonctionnalité avec impatience.' },
      { by: 'staff', text: 'Mise à jour : la connexion OpenID Connect est disponible en bêta sur demande.' },
    ],
  },
  {
    title: 'Mode sombre pour la console d’administration',
    category: 'features',
    tags: ['interface', 'accessibilité'],
    content: "Beaucoup d'entre nous surveillent la console le soir : un mode sombre serait apprécié.",
    by: 15,
    daysAgo: 33,
    views: 540,
    replies: [
      { by: 3, text: 'Oui, et un contraste renforcé pour l’accessibilité.' },
      { by: 'staff', text: 'Bonne idée, nous l’ajoutons aux demandes suivies.' },
      { by: 8, text: '+1 pour le mode sombre.' },
      { by: 0, text: 'Et qu’il suive le réglage du système si possible.' },
    ],
  },
  {
    title: 'Journalisation de la blockchain privée dans un SIEM',
    category: 'features',
    tags: ['blockchain', 'SIEM', 'journaux'],
    content: "Nous aimerions envoyer les événements de notre blockchain privée vers notre SIEM (format syslog ou JSON). Est-ce prévu ?",
    by: 5,
    daysAgo: 14,
    views: 302,
    replies: [
      { by: 'staff', text: "L'export syslog existe déjà pour le pare-feu IA ; l'étendre à la blockchain est à l'étude." },
      { by: 5, text: 'Merci, je suivrai le sujet.' },
      { by: 9, text: 'Nous utilisons Wazuh : un connecteur prêt à l’emploi serait idéal.' },
    ],
  },
  {
    title: 'Notre plateforme e-commerce sur trois régions',
    category: 'showcase',
    tags: ['e-commerce', 'multi-région', 'retour-d-expérience'],
    content:
      "Retour d'expérience après six mois : notre boutique tourne sur Paris, Strasbourg et Marseille avec le pare-feu IA en frontal. Aucune interruption pendant les soldes, malgré un pic à 12 000 visiteurs simultanés.",
    by: 0,
    daysAgo: 70,
    views: 2310,
    replies: [
      { by: 6, text: 'Impressionnant ! Quelle répartition de charge utilisez-vous entre les régions ?' },
      { by: 0, text: "Un DNS géographique devant, puis le répartiteur d'Hexagone dans chaque région." },
      { by: 13, text: 'Merci pour le partage, très inspirant.' },
      { by: 'staff', text: 'Merci pour ce retour ! Accepteriez-vous que nous en fassions une étude de cas ?' },
      { by: 0, text: 'Avec plaisir, contactez-moi.' },
    ],
  },
  {
    title: 'Un assistant juridique interne avec l’Agent IA',
    category: 'showcase',
    tags: ['agent-ia', 'juridique', 'RAG'],
    content:
      "Nous avons branché l'Agent IA sur notre base documentaire (jurisprudence, modèles d'actes). Les collaborateurs gagnent environ une heure par jour sur la recherche documentaire, sans qu'aucune donnée ne quitte la France.",
    by: 1,
    daysAgo: 28,
    views: 1455,
    replies: [
      { by: 4, text: 'Comment gérez-vous les droits d’accès aux documents ?' },
      { by: 1, text: "Chaque collection documentaire est rattachée à un groupe, l'agent ne cherche que dans celles de l'utilisateur." },
      { by: 9, text: 'Très intéressant pour nous aussi.' },
    ],
  },
  {
    title: 'Entraînement d’un modèle de vision sur Cluster AI',
    category: 'showcase',
    tags: ['cluster-ai', 'gpu', 'vision'],
    content:
      "Nous avons entraîné un modèle de détection de défauts sur nos lignes de production : 8 GPU pendant 36 heures, coût maîtrisé grâce à la facturation à l'heure.",
    by: 12,
    daysAgo: 11,
    views: 688,
    replies: [
      { by: 10, text: 'Quel framework ? PyTorch ?' },
      { by: 12, text: 'PyTorch avec entraînement distribué, les images du catalogue fonctionnent telles quelles.' },
      { by: 13, text: 'Combien de temps pour obtenir les GPU ?' },
      { by: 12, text: 'Moins de cinq minutes pour huit GPU, réservés à l’heure.' },
    ],
  },
  {
    title: 'Ancien sujet : tarifs de la bêta',
    category: 'general',
    tags: ['tarifs', 'bêta'],
    content: 'Les tarifs de la bêta seront-ils conservés pour les premiers clients ?',
    by: 7,
    daysAgo: 160,
    views: 1960,
    locked: true,
    replies: [
      { by: 'staff', text: 'Les clients de la bêta conservent leur remise pendant douze mois. Ce sujet est clos, les tarifs actuels sont sur la page Tarifs.' },
      { by: 2, text: 'Merci pour la clarté.' },
    ],
  },
  {
    title: 'Promo exceptionnelle sur des licences logicielles !!!',
    category: 'general',
    tags: ['promo'],
    content: 'Licences à -90 %, paiement par carte cadeau uniquement, contactez-moi en privé !!!',
    by: 16,
    daysAgo: 6,
    views: 45,
    replies: [],
  },
  {
    title: 'Vos scripts d’automatisation favoris ?',
    category: 'general',
    tags: ['automatisation', 'API', 'scripts'],
    content: "Partagez vos scripts qui utilisent l'API Hexagone : création d'instances, rotation des clés, rapports…",
    by: 5,
    daysAgo: 3,
    views: 212,
    replies: [
      { by: 10, text: 'Un script qui recrée un environnement de test chaque lundi matin, très pratique.' },
      { by: 14, text: 'Pour ma part, la rotation mensuelle des clés API avec notification par e-mail.' },
      { by: 17, text: 'Ce sujet est nul, allez tous voir ailleurs.' },
    ],
  },
  {
    title: 'Quotas de stockage objet par défaut',
    category: 'troubleshooting',
    tags: ['stockage', 'quota'],
    content: "Je ne parviens pas à dépasser 500 Go sur mon stockage objet alors que mon offre annonce 1 To.",
    by: 13,
    daysAgo: 1,
    views: 34,
    replies: [
      { by: 'staff', text: 'Le quota est bien de 1 To pour votre offre : nous corrigeons la limite appliquée à votre compte.' },
      { by: 13, text: 'Merci pour la réactivité.' },
    ],
  },
];

export interface DemoForumReport {
  /** Index of the reported topic in DEMO_FORUM_TOPICS. */
  topic: number;
  /** Index of the reported reply in that topic, when a message is reported rather than the topic. */
  reply?: number;
  type: 'spam' | 'inappropriate' | 'harassment' | 'other';
  reason: string;
  by: DemoAuthor;
  daysAgo: number;
  outcome?: { status: 'resolved' | 'dismissed'; action_taken?: 'none' | 'warn' | 'delete' | 'ban'; moderator_notes?: string };
}

export const DEMO_FORUM_REPORTS: readonly DemoForumReport[] = [
  {
    topic: 22,
    type: 'spam',
    reason: 'Vente de licences douteuses, paiement par carte cadeau.',
    by: 3,
    daysAgo: 5.5,
    outcome: { status: 'resolved', action_taken: 'ban', moderator_notes: 'Compte banni définitivement, arnaque avérée.' },
  },
  { topic: 23, reply: 2, type: 'harassment', reason: 'Réponse agressive envers les autres membres.', by: 10, daysAgo: 2.5 },
  { topic: 11, type: 'other', reason: 'Le sujet semble en double avec un autre.', by: 6, daysAgo: 6, outcome: { status: 'dismissed' } },
  {
    topic: 23,
    reply: 2,
    type: 'inappropriate',
    reason: 'Message insultant dans les réponses.',
    by: 14,
    daysAgo: 2.2,
    outcome: { status: 'resolved', action_taken: 'warn', moderator_notes: 'Avertissement envoyé à l’auteur.' },
  },
  { topic: 24, type: 'other', reason: 'Question commerciale plutôt que technique.', by: 2, daysAgo: 0.5 },
];

export interface DemoForumBan {
  /** The customer account (by index) banned. */
  user: number;
  reason: string;
  duration_days: number;
  ban_ip?: boolean;
  /** When it was decided, in days before the seed runs. */
  daysAgo: number;
}

export const DEMO_FORUM_BANS: readonly DemoForumBan[] = [
  { user: 16, reason: 'Arnaque à la vente de licences, spam répété.', duration_days: 0, ban_ip: true, daysAgo: 5 },
  { user: 17, reason: 'Publicité non sollicitée dans plusieurs sujets.', duration_days: 7, daysAgo: 40 },
  { user: 18, reason: 'Propos insultants envers un membre de l’équipe support.', duration_days: 30, daysAgo: 8 },
];
