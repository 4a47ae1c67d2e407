/** The customer's services on /user/services: their instances, grouped by service, read-only. */
export const userServicesPage = {
  title: 'Mes services',
  text: 'Vos instances, leur état et leurs sauvegardes, mis à jour toutes les 30 secondes. Pour les redimensionner, les arrêter ou les sauvegarder, écrivez au support.',
  loading: 'Chargement de vos services...',
  failed: 'Vos services n’ont pas pu être chargés.',
  empty: 'Aucune instance n’est encore déployée pour votre compte.',
  listLabel: (service: string) => `Instances ${service}`,
  summary: (running: number, total: number) => `${running} instance${running > 1 ? 's' : ''} en marche sur ${total}`,
  region: 'Région',
  cpu: 'Processeur',
  cpuOf: (cores: number) => `${cores} vCPU`,
  memory: 'Mémoire',
  storage: 'Stockage',
  gigabytes: (size: number) => `${size} Go`,
  usage: 'Utilisation',
  usageOf: (cpu: string, memory: string) => `CPU ${cpu} · mémoire ${memory}`,
  startedAt: 'Démarrée le',
  createdAt: 'Créée le',
  contact: { href: '/user/support', label: 'Demander une modification' },
  backups: 'Sauvegardes',
  backupsLabel: (instance: string) => `Sauvegardes de ${instance}`,
  backupOf: (date: string, size: string) => `${date} · ${size}`,
  download: 'Télécharger',
  downloadLabel: (name: string, date: string) => `Télécharger la sauvegarde ${name} du ${date}`,
  downloadFailed: 'La sauvegarde n’a pas pu être téléchargée.',
} as const;

/** How often the page reads the instances' state again (the server observes their processes). */
export const USER_SERVICES_REFRESH_MS = 30_000;
