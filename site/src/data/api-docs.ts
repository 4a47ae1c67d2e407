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
  description: `Référence de l'API REST ${BRAND_NAME} : authentification par clé, création d'instances, points d'accès principaux, exemples Python, JavaScript et Go, limites de débit et webhooks.`,
};

export const apiHero = {
  title: "Documentation de l'API",
  subtitle: 'Pilotez toute votre infrastructure par programme : une API REST simple, des exemples prêts à l’emploi et des webhooks signés.',
  crumb: 'API',
};

/**
 * What every sample below names: the API's address and a key's place. The samples are the
 * real API's (api/src/v1): tests/api/v1-samples.test.ts runs them against a running server,
 * this address and key replaced by the server's.
 */
export const API_SAMPLE = { baseUrl: `https://api.${BRAND_SLUG}.fr`, key: 'VOTRE_CLE_API' } as const;

export const apiFeatures = {
  title: 'Une API pensée pour les développeurs',
  features: [
    { icon: 'code', title: 'REST et JSON', text: 'Des ressources prévisibles, des codes HTTP standard et des réponses en JSON.' },
    { icon: 'key', title: 'Clés API', text: 'Une authentification Bearer par clé, avec des droits limités à ce dont vous avez besoin.' },
    { icon: 'terminal', title: 'Exemples prêts à l’emploi', text: 'Des exemples Python, JavaScript et Go sans aucune dépendance, à copier tels quels.' },
    { icon: 'link', title: 'Webhooks', text: 'Soyez prévenu en temps réel des événements de votre infrastructure, par des requêtes signées.' },
  ] satisfies readonly { icon: IconName; title: string; text: string }[],
};

const sampleInstance = {
  name: 'cluster-production',
  type: 'cluster-ai',
  region: 'eu-west-1',
  config: { nodes: 3, cpu: 8, memory: '32GB', autoscaling: true },
};

const INSTANCES_URL = `${API_SAMPLE.baseUrl}/api/v1/instances`;
const SAMPLE_ID = '6650f1c2a3b4c5d6e7f80912';

export const quickStart = {
  title: 'Créer une instance',
  text: "Toutes les requêtes sont authentifiées par une clé API transmise dans l'en-tête Authorization.",
  requestTitle: 'Requête',
  responseTitle: 'Réponse',
  request: [
    `curl -X POST ${INSTANCES_URL} \\`,
    `  -H "Authorization: Bearer ${API_SAMPLE.key}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '${JSON.stringify(sampleInstance, null, 2).replace(/\n/g, '\n  ')}'`,
  ].join('\n'),
  response: JSON.stringify(
    {
      id: SAMPLE_ID,
      name: sampleInstance.name,
      type: sampleInstance.type,
      region: sampleInstance.region,
      status: 'provisioning',
      config: sampleInstance.config,
      created_at: '2025-01-15T10:30:00.000Z',
      started_at: null,
      endpoint: `https://${SAMPLE_ID}.${sampleInstance.region}.${BRAND_SLUG}.cloud`,
    },
    null,
    2,
  ),
  codeLabel: (title: string) => `Exemple de code : ${title}`,
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
  title: 'Exemples par langage',
  tabsLabel: "Langage de l'exemple",
  installLabel: 'Prérequis',
  usageLabel: 'Utilisation',
  sdks: [
    {
      id: 'python',
      label: 'Python',
      install: 'Python 3.8 ou plus : bibliothèque standard, aucune installation',
      code: [
        'import json',
        'import urllib.request',
        '',
        'request = urllib.request.Request(',
        `    "${INSTANCES_URL}",`,
        '    method="POST",',
        `    headers={"Authorization": "Bearer ${API_SAMPLE.key}", "Content-Type": "application/json"},`,
        '    data=json.dumps({',
        `        "name": "${sampleInstance.name}",`,
        `        "type": "${sampleInstance.type}",`,
        `        "region": "${sampleInstance.region}",`,
        `        "config": {"nodes": ${sampleInstance.config.nodes}, "cpu": ${sampleInstance.config.cpu}, "memory": "${sampleInstance.config.memory}", "autoscaling": True},`,
        '    }).encode(),',
        ')',
        'with urllib.request.urlopen(request) as response:',
        '    instance = json.load(response)',
        'print(instance["status"])  # provisioning',
      ].join('\n'),
    },
    {
      id: 'javascript',
      label: 'JavaScript',
      install: 'Node.js 18 ou plus, ou un navigateur : fetch suffit, aucune installation',
      code: [
        `const response = await fetch('${INSTANCES_URL}', {`,
        "  method: 'POST',",
        `  headers: { Authorization: 'Bearer ${API_SAMPLE.key}', 'Content-Type': 'application/json' },`,
        '  body: JSON.stringify({',
        `    name: '${sampleInstance.name}',`,
        `    type: '${sampleInstance.type}',`,
        `    region: '${sampleInstance.region}',`,
        `    config: { nodes: ${sampleInstance.config.nodes}, cpu: ${sampleInstance.config.cpu}, memory: '${sampleInstance.config.memory}', autoscaling: true },`,
        '  }),',
        '});',
        'const instance = await response.json();',
        'console.log(instance.status); // provisioning',
      ].join('\n'),
    },
    {
      id: 'go',
      label: 'Go',
      install: 'Go 1.21 ou plus : bibliothèque standard, aucune installation',
      code: [
        'package main',
        '',
        'import (',
        '\t"bytes"',
        '\t"encoding/json"',
        '\t"fmt"',
        '\t"log"',
        '\t"net/http"',
        ')',
        '',
        'func main() {',
        '\tbody, _ := json.Marshal(map[string]any{',
        `\t\t"name": "${sampleInstance.name}", "type": "${sampleInstance.type}", "region": "${sampleInstance.region}",`,
        `\t\t"config": map[string]any{"nodes": ${sampleInstance.config.nodes}, "cpu": ${sampleInstance.config.cpu}, "memory": "${sampleInstance.config.memory}", "autoscaling": true},`,
        '\t})',
        `\treq, _ := http.NewRequest("POST", "${INSTANCES_URL}", bytes.NewReader(body))`,
        `\treq.Header.Set("Authorization", "Bearer ${API_SAMPLE.key}")`,
        '\treq.Header.Set("Content-Type", "application/json")',
        '\tres, err := http.DefaultClient.Do(req)',
        '\tif err != nil {',
        '\t\tlog.Fatal(err)',
        '\t}',
        '\tdefer res.Body.Close()',
        '\tvar instance struct {',
        '\t\tStatus string `json:"status"`',
        '\t}',
        '\tif err := json.NewDecoder(res.Body).Decode(&instance); err != nil {',
        '\t\tlog.Fatal(err)',
        '\t}',
        '\tfmt.Println(instance.Status) // provisioning',
        '}',
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
  text: 'Déclarez une URL et recevez une requête POST signée à chaque événement, selon Standard Webhooks : en-têtes webhook-id, webhook-timestamp et webhook-signature (HMAC-SHA256 de votre secret whsec_…), nouvelles tentatives pendant trois jours.',
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
