/** The answers of GET /api/analytics/{overview,charts,activity} (spec 2 §3): written by api/src/dashboard/, read by the dashboard. */
/** A change in percent against the period before; null when that period had nothing (no rate from zero). */
export type PercentChange = number | null;

export interface Overview {
  users: { total: number; active: number; new: number; change: PercentChange };
  revenue: { total: number; monthly: number; change: PercentChange };
  tickets: { open: number; resolved: number; change: PercentChange };
  services: { active: number; total: number; change: PercentChange };
}

export interface Charts {
  /** Paid revenue per month ('YYYY-MM'), oldest first, six months. */
  revenue: { month: string; amount: number }[];
  services: { type: string; label: string; count: number }[];
  /** New accounts per day ('YYYY-MM-DD'), oldest first, seven days. */
  newUsers: { day: string; count: number }[];
}

export type ActivityType = 'success' | 'info' | 'warning' | 'error';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** A Material icon name. */
  icon: string;
  message: string;
  /** ISO 8601. */
  timestamp: string;
}
