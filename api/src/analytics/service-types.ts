/**
 * The service types of the platform's offer (spec 3 §3), for the services split. When the
 * services collection joins the registry, its declared options take precedence.
 */
import { getResource } from '@hexagone/schemas';

export const SERVICE_TYPES = [
  { value: 'hosting-ha', label: 'Hosting HA' },
  { value: 'firewall-ia', label: 'Firewall IA' },
  { value: 'agent-ia', label: 'Agent IA' },
  { value: 'cluster-ai', label: 'Cluster AI' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'saas', label: 'Plateforme SaaS' },
] as const;

export function serviceTypeLabel(type: string): string {
  const declared = getResource('services')?.fields.find((f) => f.name === 'type')?.options?.find((o) => o.value === type);
  return declared?.label ?? SERVICE_TYPES.find((t) => t.value === type)?.label ?? type;
}
