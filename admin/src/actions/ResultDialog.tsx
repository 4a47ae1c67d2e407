/**
 * What an endpoint answered that the operator must note (a new password): shown once, with
 * a copy button per value, and forgotten when the dialog closes.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { ActionDef, Values } from '@hexagone/schemas';
import { useCopy } from './useCopy';

interface ResultDialogProps {
  result: NonNullable<ActionDef['result']>;
  answer: Values;
  onClose: () => void;
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export function ResultDialog({ result, answer, onClose }: ResultDialogProps) {
  const copy = useCopy();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="action-result-title">
      <DialogTitle id="action-result-title">{result.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {result.note && <Alert severity="warning">{result.note}</Alert>}
          {result.fields.map((field) => {
            const text = asText(answer[field.name]);
            return (
              <TextField
                key={field.name}
                label={field.label}
                value={text}
                fullWidth
                slotProps={{
                  htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title="Copier">
                          <IconButton aria-label={`Copier : ${field.label}`} onClick={() => void copy(text)} edge="end">
                            <ContentCopy fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
