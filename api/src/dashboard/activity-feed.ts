/**
 * The dashboard's recent-activity items (spec 2 §3 "Dashboard activity item"): a French
 * sentence per activity record, with the icon and the colour of what happened.
 */
import { ACTIVITY_TYPES, elideDe, findAction, getResource, type ActivityItem, type ActivityType, type Values } from '@hexagone/schemas';

/** The fields of a stored activity record the feed reads. */
export interface ActivityRow {
  _id: unknown;
  user_id?: string | null;
  /** The actor kept when the entry was written (absent from older entries). */
  actor_kind?: string;
  actor_name?: string;
  action?: string;
  /** What exactly was done ('mfa-failed', 'pause'...), read through ACTIVITY_TYPES. */
  action_type?: string;
  collection?: string | null;
  status_code?: number;
  details?: Values | null;
  created_at?: Date | string;
}

function nounOf(collection: string | null | undefined): string {
  if (!collection) return 'un élément';
  // A collection not (or no longer) declared still reads as a sentence.
  return getResource(collection)?.noun ?? `un élément de « ${collection} »`;
}

/** Who did it: the user's current name, else the name kept in the entry, else the system (or a visitor). */
function actorOf(row: ActivityRow, names: ReadonlyMap<string, string>): string {
  if (row.user_id) return names.get(row.user_id) ?? (row.actor_kind === 'user' && row.actor_name ? row.actor_name : 'Un utilisateur supprimé');
  if (row.actor_kind === 'visitor' || row.details?.visitor) return 'Un visiteur';
  return 'Le système';
}

function operationLabel(collection: string | null | undefined, operation: string): string {
  const resource = collection ? getResource(collection) : undefined;
  return (resource && findAction(resource, operation)?.label) ?? ACTIVITY_TYPES.find((type) => type.value === operation)?.label ?? operation;
}

export function activityItem(row: ActivityRow, names: ReadonlyMap<string, string>): ActivityItem {
  const who = actorOf(row, names);
  const details = row.details ?? {};
  const label = typeof details.label === 'string' ? ` « ${details.label} »` : '';
  const what = `${nounOf(row.collection)}${label}`;
  const failed = (row.status_code ?? 200) >= 400;
  const operation = typeof details.operation === 'string' ? details.operation : undefined;
  const timestamp = new Date(row.created_at ?? Date.now()).toISOString();
  const item = (type: ActivityType, icon: string, message: string): ActivityItem => ({
    id: String(row._id),
    type: failed ? 'error' : type,
    icon: failed ? 'ErrorOutline' : icon,
    message,
    timestamp,
  });

  switch (row.action) {
    case 'login': {
      if (!failed) return item('info', 'Login', `Connexion ${elideDe(who)}`);
      const email = typeof details.email === 'string' ? details.email : undefined;
      const target = row.user_id ? who : email;
      // A refused second factor follows a right password: it says so, not a mere failed login.
      const refusal = row.action_type === 'mfa-failed' ? 'Second facteur refusé' : 'Échec de connexion';
      return item('error', 'ErrorOutline', target ? `${refusal} pour ${target}` : refusal);
    }
    case 'register':
      return item('success', 'PersonAdd', row.user_id ? `Inscription ${elideDe(who)}` : 'Inscription d’un nouvel utilisateur');
    case 'create':
      return item('success', 'AddCircle', `${who} a créé ${what}`);
    case 'delete':
      return item('warning', 'Delete', `${who} a supprimé ${what}`);
    case 'view':
      return item('info', 'Visibility', `${who} a consulté ${what}`);
    case 'list':
      return item('info', 'Visibility', `${who} a consulté la liste : ${getResource(row.collection ?? '')?.label ?? row.collection ?? ''}`);
    default:
      if (operation) return item('info', 'Bolt', `${who} a lancé « ${operationLabel(row.collection, operation)} » sur ${what}`);
      return item('info', 'Edit', `${who} a modifié ${what}`);
  }
}
