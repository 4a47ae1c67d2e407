/** A key's usage statistics (spec 3 §2 « statistiques »), computed by the server from its request log. */
import { useEffect, useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatInteger } from '../dashboard/format';
import type { ApiKeyUsage } from '@hexagone/schemas';
import { apiSettingsApi, type ApiKey } from './api-settings-api';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Box>
  );
}

export function UsageDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const [usage, setUsage] = useState<ApiKeyUsage | null>(null);

  useEffect(() => {
    setUsage(null);
    // Failures of this page show no message (spec 3 §8): the dialog stays empty.
    if (apiKey) apiSettingsApi.usage(apiKey.id).then(setUsage, () => undefined);
  }, [apiKey]);

  return (
    <Dialog open={Boolean(apiKey)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="api-key-usage-title">
      <DialogTitle id="api-key-usage-title">Statistiques d'utilisation{apiKey ? ` : ${apiKey.name}` : ''}</DialogTitle>
      <DialogContent>
        {usage && (
          <Stack spacing={2}>
            <Stack direction="row" flexWrap="wrap" gap={2}>
              <Figure label="Requêtes totales" value={formatInteger(usage.total_requests)} />
              <Figure label="Requêtes aujourd'hui" value={formatInteger(usage.requests_today)} />
              <Figure label="Taux de succès" value={`${decimal.format(usage.success_rate)} %`} />
              <Figure label="Temps de réponse moyen" value={`${decimal.format(usage.avg_response_time)} ms`} />
            </Stack>
            <div>
              <Typography variant="subtitle2" gutterBottom>
                Codes de réponse
              </Typography>
              <Stack direction="row" flexWrap="wrap" gap={1}>
                {Object.entries(usage.response_codes).map(([code, count]) => (
                  <Chip key={code} size="small" color={Number(code) < 400 ? 'success' : 'error'} label={`${code} : ${formatInteger(count)}`} />
                ))}
                {!Object.keys(usage.response_codes).length && <Typography variant="body2">Aucune donnée disponible</Typography>}
              </Stack>
            </div>
            <Table size="small" aria-label="Points d'accès les plus appelés">
              <TableHead>
                <TableRow>
                  <TableCell>Méthode</TableCell>
                  <TableCell>Point d'accès</TableCell>
                  <TableCell align="right">Requêtes</TableCell>
                  <TableCell align="right">Succès</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {usage.top_endpoints.map((row) => (
                  <TableRow key={`${row.method} ${row.path}`}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{row.method}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.path}</TableCell>
                    <TableCell align="right">{formatInteger(row.requests)}</TableCell>
                    <TableCell align="right">{`${decimal.format(row.success_rate)} %`}</TableCell>
                  </TableRow>
                ))}
                {!usage.top_endpoints.length && (
                  <TableRow>
                    <TableCell colSpan={4}>Aucune donnée disponible</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
