/**
 * A service's configuration (/webmaster/services/{id}/config): its limits and automatic
 * behaviours, edited with the registry's inputs and rules, beside its own instances.
 */
import { useParams } from 'react-router-dom';
import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useGetList, useGetOne, useNotify, type RaRecord } from 'react-admin';
import { INSTANCE_STATUSES, SERVICE_CONFIG_FIELDS, serviceInstances, services, validateValues } from '@hexagone/schemas';
import { FormFields } from '../fields/FormFields';
import { KEEP_TYPED_VALUES } from '../fields/form-options';
import { nestErrors } from '../fields/nested-errors';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';

const CONFIG_FIELDS = services.fields.filter((field) => (SERVICE_CONFIG_FIELDS as readonly string[]).includes(field.name));
const statusLabel = (status: unknown) => INSTANCE_STATUSES.find((s) => s.value === status)?.label ?? String(status ?? '');

function Instances({ serviceId }: { serviceId: string }) {
  const { data = [], total } = useGetList<RaRecord>(serviceInstances.route, { filter: { service_id: serviceId }, pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Instances ({total ?? data.length})
        </Typography>
        {!data.length && <Typography color="text.secondary">Aucune instance dans ce service.</Typography>}
        <Stack spacing={1}>
          {data.map((instance) => (
            <Stack key={instance.id} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Link href={adminPath(`${serviceInstances.route}/${instance.id}/show`)}>{String(instance.name)}</Link>
              <Chip size="small" label={statusLabel(instance.status)} color={instance.status === 'running' ? 'success' : instance.status === 'error' ? 'error' : 'default'} />
              <Typography variant="body2" color="text.secondary">
                {String(instance.cpu)} cœur(s), {String(instance.memory)} Go, {String(instance.storage)} Go de stockage
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ServiceConfigPage() {
  const { id = '' } = useParams();
  const { data: record } = useGetOne(services.route, { id });
  const name = String(record?.name ?? '…');
  const notify = useNotify();
  return (
    <>
      <PageHeader
        title={`Configuration — ${name}`}
        description="Limites de ressources et comportements automatiques du service"
        icon="Settings"
        breadcrumb={[{ label: 'Services', path: adminPath(services.route) }, { label: name, path: adminPath(`${services.route}/${encodeURIComponent(id)}/show`) }, { label: 'Configuration' }]}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Edit
          resource={services.route}
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{ onSuccess: () => notify(`Configuration du service « ${name} » enregistrée`, { type: 'success' }) }}
          title=" "
          actions={false}
          sx={{ flex: 1, width: '100%' }}
        >
          <SimpleForm
            noValidate
            validate={(values) => nestErrors(validateValues(services, values, { mode: 'edit' }))}
            resetOptions={KEEP_TYPED_VALUES}
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
          >
            <FormFields fields={CONFIG_FIELDS} mode="edit" />
          </SimpleForm>
        </Edit>
        {record && (
          <Stack sx={{ flex: 1, width: '100%' }}>
            <Instances serviceId={id} />
          </Stack>
        )}
      </Stack>
    </>
  );
}
