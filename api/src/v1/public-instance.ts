/**
 * An instance as the public API documents it (site /api, spec 1 §7): the create body
 * `{ name, type, region, config: { nodes, cpu, memory, autoscaling } }` read into the
 * instance's fields, and the answer `{ id, name, type, region, status, config, created_at,
 * endpoint }`, whose `status` reads `provisioning` while the instance starts.
 */
import { BRAND_NAME, type InstanceStatus, type Values } from '@hexagone/schemas';

// The brand is one plain word: its lower case is the domain of the instances' addresses.
const INSTANCES_DOMAIN = `${BRAND_NAME.toLowerCase()}.cloud`;

export type PublicStatus = 'provisioning' | 'running' | 'stopping' | 'stopped' | 'error';

const PUBLIC_STATUS: Readonly<Record<InstanceStatus, PublicStatus>> = {
  starting: 'provisioning',
  running: 'running',
  stopping: 'stopping',
  stopped: 'stopped',
  error: 'error',
};

export const PUBLIC_ACTIONS = ['start', 'stop', 'restart'] as const;
export type PublicAction = (typeof PUBLIC_ACTIONS)[number];

/** `32`, `"32"`, `"32GB"`, `"32 Go"`: gigabytes; anything else is left for the validation to refuse. */
function gigabytes(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^\s*(\d+)\s*(?:GB|Go|G)?\s*$/i.exec(value);
  return match ? Number(match[1]) : value;
}

/** The instance's fields a body names (a PUT names only what it changes). */
export function instanceValues(body: Values): Values {
  const config = body.config && typeof body.config === 'object' && !Array.isArray(body.config) ? (body.config as Values) : {};
  const values: Values = {};
  if ('name' in body) values.name = body.name;
  if ('region' in body) values.region = body.region;
  if ('nodes' in config) values.nodes = config.nodes;
  if ('cpu' in config) values.cpu = config.cpu;
  if ('memory' in config) values.memory = gigabytes(config.memory);
  if ('autoscaling' in config) values.autoscaling = config.autoscaling;
  return values;
}

export function publicInstance(record: Values): Values {
  const id = String(record.id ?? record._id);
  const region = String(record.region ?? '');
  return {
    id,
    name: record.name,
    type: record.service_type,
    region,
    status: PUBLIC_STATUS[record.status as InstanceStatus] ?? record.status,
    config: { nodes: record.nodes, cpu: record.cpu, memory: `${String(record.memory)}GB`, autoscaling: record.autoscaling },
    created_at: record.created_at,
    started_at: record.started_at ?? null,
    endpoint: `https://${id}.${region}.${INSTANCES_DOMAIN}`,
  };
}
