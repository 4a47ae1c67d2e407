/**
 * The screen of a singleton resource (one settings tab): its one document as a form, no
 * list, under the tabs of its screen and beside its header actions (the e-mail test). It
 * reads and writes `/{collection}/{SINGLETON_ID}`, which the API serves as the resource's only
 * document (created on the first save).
 */
import { Edit, Show, TopToolbar, useCanAccess, useNotify } from 'react-admin';
import { actionsOf, SINGLETON_ID, type ResourceDef } from '@hexagone/schemas';
import { ActionButton } from '../actions/ActionButton';
import { ResourceForm } from './ResourceForm';
import { ResourceHeader } from './ResourceHeader';
import { ShowFields } from './ResourceShow';
import { ResourceTabs } from './ResourceTabs';

export function ResourceSingleton({ resource }: { resource: ResourceDef }) {
  const actions = actionsOf(resource, 'header');
  const notify = useNotify();
  // A reader of the settings (settings.view, or a viewer) sees them, with no form to save.
  const { canAccess: canEdit, isPending } = useCanAccess({ action: 'edit', resource: resource.route });
  if (isPending) return null;
  if (!canEdit) {
    return (
      <>
        <ResourceHeader resource={resource} screen="list" />
        <ResourceTabs resource={resource} />
        <Show id={SINGLETON_ID} actions={false}>
          <ShowFields resource={resource} />
        </Show>
      </>
    );
  }
  return (
    <>
      <ResourceHeader resource={resource} screen="list" />
      <ResourceTabs resource={resource} />
      <Edit
        id={SINGLETON_ID}
        mutationMode="pessimistic"
        redirect={false}
        // Says what was saved, not react-admin's « Élément modifié avec succès ».
        mutationOptions={{ onSuccess: () => notify(`Paramètres « ${resource.label} » enregistrés`, { type: 'success' }) }}
        actions={
          actions.length > 0 && (
            <TopToolbar>
              {actions.map((action) => (
                <ActionButton key={action.name} resource={resource} action={action} />
              ))}
            </TopToolbar>
          )
        }
      >
        <ResourceForm resource={resource} mode="edit" />
      </Edit>
    </>
  );
}
