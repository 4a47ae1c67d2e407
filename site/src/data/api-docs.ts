/**
 * The API documentation page (spec 1 §2 "API", §3 sample instance response, §7 documented
 * endpoints and webhooks, §9 documented limits). Documentation only: nothing here is called.
 */
import { BRAND_NAME, BRAND_SLUG } from './brand';
import { links, type NavLink } from './navigation';
import type { IconName } from './icons';
import { formatNumber } from '../lib/pricing';

export const apiSeo = {
  title: `Documentation de l'API — ${BRAND_NAME}`,
  description: `Référence de l'API REST ${BRAND_NAME} : authentification par clé, création d'instances, points d'accès principaux, SDK Python, JavaScript et Go, limites de débit et webhooks.`,
};

export const apiHero = {
  title: "Documentation de l'API",
  subtitle: 'Pilotez toute votre infrastructure par programme : une API REST simple, des SDK officiels et des webhooks.',
  crumb: 'API',
};

const API_BASE_URL = `https://api.${BRAND_SLUG}.fr`;

export const apiFeatures = {
  title: 'Une API pensée pour les développeurs',
  features: [
    { icon: 'code', title: 'REST et JSON', text: 'Des ressources prévisibles, des codes HTTP standard et des réponses en JSON.' },
    { icon: 'key', title: 'Clés API', text: 'Une authentification Bearer par clé, avec des droits limités à ce dont vous avez besoin.' },
    { icon: 'terminal', title: 'SDK officiels', text: 'Des bibliothèques Python, JavaScript et Go maintenues par nos équipes.' },
    { icon: 'link', title: 'Webhooks', text: 'Soyez prévenu en temps réel des événements de votre infrastructure.' },
  ] satisfies readonly { icon: IconName; title: string; text: string }[],
};

const sampleInstance = {
  name: 'cluster-production',
  type: 'cluster-ai',
  region: 'eu-west-1',
  config: { nodes: 3, cpu: 8, memory: '32GB', autoscaling: true },
};

export const quickStart = {
  title: 'Créer une instance',
  text: "Toutes les requêtes sont authentifiées par une clé API transmise dans l'en-tête Authorization.",
  requestTitle: 'Requête',
  responseTitle: 'Réponse',
  request: [
    `curl -X POST ${API_BASE_URL}/api/v1/instances \\`,
    '  -H "Authorization: Bearer VOTRE_CLE_API" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${JSON.stringify(sampleInstance, null, 2).replace(/\n/g, '\n  ')}'`,
  ].join('\n'),
  response: JSON.stringify(
    {
      id: 'inst_7f3a9c2e',
      name: sampleInstance.name,
      status: 'provisioning',
      created_at: '2025-01-15T10:30:00Z',
      endpoint: `https://${sampleInstance.name}.${sampleInstance.region}.${BRAND_SLUG}.cloud`,
    },
    null,
    2,
  ),
  codeLabel: (title: string) => `Exemple de code : ${title}`,
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiEndpoint {
  method: HttpMethod;
  endpoint: string;
  description: string;
}

export const endpointsSection = {
  title: "Points d'accès principaux",
  caption: "Points d'accès de la ressource instances",
  columns: { method: 'Méthode', endpoint: "Point d'accès", description: 'Description' },
  endpoints: [
    { method: 'GET', endpoint: '/api/v1/instances', description: 'Lister vos instances' },
    { method: 'POST', endpoint: '/api/v1/instances', description: 'Créer une instance' },
    { method: 'GET', endpoint: '/api/v1/instances/{id}', description: "Obtenir le détail d'une instance" },
    { method: 'PUT', endpoint: '/api/v1/instances/{id}', description: 'Modifier une instance' },
    { method: 'DELETE', endpoint: '/api/v1/instances/{id}', description: 'Supprimer une instance' },
    { method: 'POST', endpoint: '/api/v1/instances/{id}/actions', description: 'Démarrer, arrêter ou redémarrer une instance' },
  ] satisfies readonly ApiEndpoint[],
};

export interface SdkSample {
  id: string;
  label: string;
  install: string;
  code: string;
}

export const sdkSection = {
  title: 'SDK officiels',
  tabsLabel: 'Langage du SDK',
  installLabel: 'Installation',
  usageLabel: 'Utilisation',
  sdks: [
    {
      id: 'python',
      label: 'Python',
      install: `pip install ${BRAND_SLUG}`,
      code: [
        `from ${BRAND_SLUG} import Client`,
        '',
        'client = Client(api_key="VOTRE_CLE_API")',
        '',
        'instance = client.instances.create(',
        `    name="${sampleInstance.name}",`,
        `    type="${sampleInstance.type}",`,
        `    region="${sampleInstance.region}",`,
        `    config={"nodes": ${sampleInstance.config.nodes}, "cpu": ${sampleInstance.config.cpu}, "memory": "${sampleInstance.config.memory}", "autoscaling": True},`,
        ')',
        'print(instance.status)  # provisioning',
      ].join('\n'),
    },
    {
      id: 'javascript',
      label: 'JavaScript',
      install: `npm install @${BRAND_SLUG}/sdk`,
      code: [
        `import { Client } from '@${BRAND_SLUG}/sdk';`,
        '',
        "const client = new Client({ apiKey: 'VOTRE_CLE_API' });",
        '',
        'const instance = await client.instances.create({',
        `  name: '${sampleInstance.name}',`,
        `  type: '${sampleInstance.type}',`,
        `  region: '${sampleInstance.region}',`,
        `  config: { nodes: ${sampleInstance.config.nodes}, cpu: ${sampleInstance.config.cpu}, memory: '${sampleInstance.config.memory}', autoscaling: true },`,
        '});',
        'console.log(instance.status); // provisioning',
      ].join('\n'),
    },
    {
      id: 'go',
      label: 'Go',
      install: `go get github.com/${BRAND_SLUG}/${BRAND_SLUG}-go`,
      code: [
        `client := ${BRAND_SLUG}.NewClient("VOTRE_CLE_API")`,
        '',
        `instance, err := client.Instances.Create(ctx, &${BRAND_SLUG}.InstanceRequest{`,
        `    Name:   "${sampleInstance.name}",`,
        `    Type:   "${sampleInstance.type}",`,
        `    Region: "${sampleInstance.region}",`,
        `    Config: ${BRAND_SLUG}.InstanceConfig{Nodes: ${sampleInstance.config.nodes}, CPU: ${sampleInstance.config.cpu}, Memory: "${sampleInstance.config.memory}", Autoscaling: true},`,
        '})',
        'if err != nil {',
        '    log.Fatal(err)',
        '}',
        'fmt.Println(instance.Status) // provisioning',
      ].join('\n'),
    },
  ] satisfies readonly SdkSample[],
};

/** Documented limits (spec 1 §9). */
const RATE_LIMITS = { perSecond: 100, perHour: 100_000, burst: 1_000 } as const;

export const rateLimitsSection = {
  title: 'Limites de débit',
  limits: [
    { value: formatNumber(RATE_LIMITS.perSecond), label: 'requêtes par seconde' },
    { value: formatNumber(RATE_LIMITS.perHour), label: 'requêtes par heure' },
    { value: formatNumber(RATE_LIMITS.burst), label: 'requêtes en rafale' },
  ],
  note: 'Besoin de plus ? Des limites plus élevées sont disponibles sur demande pour les clients Enterprise.',
  link: { href: links.contact.href, label: 'Demander une augmentation' } satisfies NavLink,
};

export const webhooksSection = {
  title: 'Webhooks',
  text: 'Déclarez une URL et recevez une requête POST signée à chaque événement.',
  events: [
    { name: 'instance.created', text: 'Une instance a été créée.' },
    { name: 'instance.updated', text: "La configuration ou l'état d'une instance a changé." },
    { name: 'instance.deleted', text: 'Une instance a été supprimée.' },
    { name: 'deployment.completed', text: "Un déploiement s'est terminé." },
    { name: 'alert.triggered', text: 'Une alerte de supervision a été déclenchée.' },
  ],
};

export const apiCallToAction = {
  title: 'Prêt à automatiser votre infrastructure ?',
  text: "Obtenez une clé API avec l'essai gratuit ou téléchargez l'édition Community pour tester en local.",
  primary: { href: links.contact.href, label: 'Obtenir une clé API' } satisfies NavLink,
  secondary: { href: links.download.href, label: "Télécharger l'édition Community" } satisfies NavLink,
};
