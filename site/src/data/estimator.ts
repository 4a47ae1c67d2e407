/**
 * The custom estimator of the pricing page (spec 1 §3 "Custom pricing configuration", §5 sliders,
 * §9 "Custom estimator"): monthly rates, slider bounds, the default configuration and its words.
 */

export type SupportLevel = '24/7' | 'business';
export type BackupMode = 'realtime' | 'standard';

export interface EstimatorConfig {
  cpu: number;
  /** GB. */
  ram: number;
  /** GB of SSD. */
  storage: number;
  gpu: number;
  containers: number;
  support: SupportLevel;
  backup: BackupMode;
}

export type SliderKey = 'cpu' | 'ram' | 'storage' | 'gpu';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** Euros per month. */
export const ESTIMATOR_RATES = {
  base: 500,
  perCpu: 20,
  perGbRam: 5,
  perGbStorage: 0.1,
  perGpu: 300,
  perContainer: 10,
  support: { '24/7': 200, business: 100 },
  backup: { realtime: 150, standard: 50 },
} as const satisfies {
  base: number;
  perCpu: number;
  perGbRam: number;
  perGbStorage: number;
  perGpu: number;
  perContainer: number;
  support: Record<SupportLevel, number>;
  backup: Record<BackupMode, number>;
};

export const SLIDER_BOUNDS: Record<SliderKey, SliderBounds> = {
  cpu: { min: 4, max: 64, step: 1 },
  ram: { min: 16, max: 256, step: 16 },
  storage: { min: 100, max: 5000, step: 100 },
  gpu: { min: 0, max: 8, step: 1 },
};

/**
 * The configuration the estimator opens with. The spec fixes its total at 2 450 € and fixes
 * containers (50) and backup (realtime); 16 vCPU, 32 GB RAM, 200 GB SSD, 2 GPU and 24/7 support
 * are the values that reach that total: 500 + 320 + 160 + 20 + 600 + 500 + 200 + 150.
 */
export const DEFAULT_ESTIMATOR_CONFIG: EstimatorConfig = {
  cpu: 16,
  ram: 32,
  storage: 200,
  gpu: 2,
  containers: 50,
  support: '24/7',
  backup: 'realtime',
};

export const estimatorTexts = {
  open: 'Calculateur de coûts',
  title: 'Estimateur de configuration sur mesure',
  intro: 'Ajustez les ressources de votre infrastructure dédiée : le total mensuel se met à jour à chaque changement.',
  close: 'Fermer',
  closeLabel: "Fermer l'estimateur",
  sliders: {
    cpu: { label: 'Processeurs (vCPU)', unit: 'vCPU' },
    ram: { label: 'Mémoire vive (RAM)', unit: 'Go' },
    storage: { label: 'Stockage SSD', unit: 'Go' },
    gpu: { label: 'GPU dédiés', unit: 'GPU' },
  } satisfies Record<SliderKey, { label: string; unit: string }>,
  supportLegend: 'Niveau de support',
  supportOptions: {
    '24/7': { label: 'Support 24/7', hint: 'Experts joignables jour et nuit, 7 jours sur 7' },
    business: { label: 'Support heures ouvrées', hint: 'Du lundi au vendredi, 9h-18h' },
  } satisfies Record<SupportLevel, { label: string; hint: string }>,
  fixedTitle: 'Inclus dans toute configuration sur mesure',
  containers: (count: string, rate: string) => `${count} conteneurs (${rate} par conteneur)`,
  backup: 'Sauvegarde en temps réel',
  breakdownTitle: 'Détail mensuel',
  breakdown: {
    base: 'Socle plateforme',
    cpu: 'Processeurs',
    ram: 'Mémoire vive',
    storage: 'Stockage SSD',
    gpu: 'GPU',
    containers: 'Conteneurs',
    support: 'Support',
    backup: 'Sauvegarde',
  },
  totalLabel: 'Total mensuel estimé',
  perMonth: 'HT par mois',
  quote: { label: 'Demander un devis', href: '/contact' },
  note: 'Estimation indicative : le devis final tient compte de votre engagement et de vos contraintes de déploiement.',
};
