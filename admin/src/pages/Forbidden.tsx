/**
 * A screen the signed-in account may not open (reached by its address, the sidebar hides it):
 * its header and a plain « Non autorisé », instead of an empty card, « Ressource introuvable »
 * or an empty list the API refused.
 */
import { Alert } from '@mui/material';
import type { IconName } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';

export function Forbidden({ title, icon }: { title: string; icon?: IconName }) {
  return (
    <>
      <PageHeader title={title} icon={icon} breadcrumb={[{ label: title }]} />
      <Alert severity="warning" variant="outlined">
        Non autorisé : votre rôle ne donne pas accès à l’écran « {title} ». Demandez-le à un administrateur.
      </Alert>
    </>
  );
}
