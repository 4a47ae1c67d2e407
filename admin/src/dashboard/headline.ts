/** The four headline figures of the dashboard (spec 2 §2.2), from the overview answer. */
import type { StatCardProps } from '../layout/StatCard';
import type { Overview } from '@hexagone/schemas';
import { countOf, formatEuro, formatInteger } from './format';

export function headlineFigures(overview: Overview | undefined, placeholder: string): StatCardProps[] {
  const value = (format: (o: Overview) => string) => (overview ? format(overview) : placeholder);
  return [
    {
      label: 'Utilisateurs',
      icon: 'People',
      value: value((o) => formatInteger(o.users.total)),
      change: overview?.users.change,
      caption: overview && `${countOf(overview.users.active, 'actif')} · ${countOf(overview.users.new, 'nouveau', 'nouveaux')} en 30 jours`,
    },
    {
      label: 'Revenu mensuel',
      icon: 'Payments',
      tone: 'success',
      value: value((o) => formatEuro(o.revenue.monthly)),
      change: overview?.revenue.change,
      caption: overview && `par rapport au mois précédent · ${formatEuro(overview.revenue.total)} encaissés au total`,
    },
    {
      label: 'Tickets ouverts',
      icon: 'SupportAgent',
      tone: 'warning',
      value: value((o) => formatInteger(o.tickets.open)),
      change: overview?.tickets.change,
      caption: overview && `${countOf(overview.tickets.resolved, 'résolu')} · évolution des nouveaux tickets sur 30 jours`,
    },
    {
      label: 'Services actifs',
      icon: 'Dns',
      // The colour follows the figure: none running of several is an outage, some of them a partial one.
      tone: servicesTone(overview),
      value: value((o) => formatInteger(o.services.active)),
      change: overview?.services.change,
      caption: overview && `sur ${countOf(overview.services.total, 'service')} · évolution des services créés sur 30 jours`,
    },
  ];
}

function servicesTone(overview: Overview | undefined): StatCardProps['tone'] {
  if (!overview || overview.services.total === 0) return 'info';
  if (overview.services.active === 0) return 'error';
  return overview.services.active < overview.services.total ? 'warning' : 'success';
}
