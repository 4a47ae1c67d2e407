/** The cleanup's calls (spec 3 §7), exactly: GET /system/cleanup/stats, POST /system/cleanup/run, PUT /system/cleanup/config. */
import type { CleanupCollectionStats } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export interface CleanupStats {
  cutoff_date: string;
  retention_days: number;
  collections: Record<string, CleanupCollectionStats>;
  totals: Omit<CleanupCollectionStats, 'label' | 'rule'>;
  last_run: { finished_at: string; total_removed: number; trigger: string } | null;
}

const BASE = '/api/system/cleanup';

export const cleanupApi = {
  stats: async () => (await httpClient(`${BASE}/stats`)).json as CleanupStats,
  run: async () => (await httpClient(`${BASE}/run`, { method: 'POST' })).json as { message: string },
  config: async (retention_days: unknown) =>
    (await httpClient(`${BASE}/config`, { method: 'PUT', body: JSON.stringify({ retention_days }) })).json as { message: string; retention_days: number },
};
