/**
 * The 'Réorganiser' action of the forum categories: the top-level categories in their
 * order, each moved up or down with its own buttons (reachable and usable from the
 * keyboard, the focus following the moved category), then saved in one call that
 * rewrites their order.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { actionRoute, findAction, FORUM_REORDER_ACTION, isTopLevelCategory } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import type { CustomActionProps } from './custom-actions';
import { errorText } from './error-text';
import { moved } from './move-item';

const MAX_CATEGORIES = 100;

const nameOf = (record: RaRecord) => String(record.name ?? '');

export function ForumReorderDialog({ resource, record, open, onClose }: CustomActionProps) {
  const reorder = findAction(resource, FORUM_REORDER_ACTION)!;
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [categories, setCategories] = useState<RaRecord[]>();
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [announce, setAnnounce] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setCategories(undefined);
    setLoadError(undefined);
    setAnnounce('');
    dataProvider
      .getList(resource.route, { pagination: { page: 1, perPage: MAX_CATEGORIES }, sort: { field: 'order', order: 'ASC' }, filter: {} })
      .then(({ data }) => current && setCategories(data.filter(isTopLevelCategory)))
      .catch((error: unknown) => current && setLoadError(errorText(error)));
    return () => {
      current = false;
    };
  }, [open, dataProvider, resource.route]);

  // Keeps the keyboard on the category just moved, on the button pressed if it still applies.
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = undefined;
    const [id, direction] = key.split(':');
    const target = buttons.current.get(key);
    (target && !target.disabled ? target : buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`))?.focus();
  }, [categories]);

  const move = (index: number, delta: -1 | 1) => {
    if (!categories) return;
    const category = categories[index];
    const next = moved(categories, index, delta);
    pendingFocus.current = `${category.id}:${delta < 0 ? 'up' : 'down'}`;
    setCategories(next);
    setAnnounce(`« ${nameOf(category)} » en position ${index + delta + 1} sur ${next.length}`);
  };

  const save = async () => {
    if (!categories) return;
    setSaving(true);
    try {
      await dataProvider.action(resource.route, { route: actionRoute(resource, reorder), data: { ids: categories.map((category) => category.id) } });
      notify('Ordre des catégories enregistré', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const titleId = 'forum-reorder-title';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Réorganiser les catégories</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Déplacez les catégories principales avec les flèches, puis enregistrez.
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!categories && !loadError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Chargement des catégories" />
          </Box>
        )}
        {categories && (
          <List component="ol" aria-label="Catégories principales, dans l'ordre" sx={{ listStyle: 'none', p: 0 }}>
            {categories.map((category, index) => {
              const name = nameOf(category);
              const isCurrent = record !== undefined && category.id === record.id;
              return (
                <ListItem
                  key={category.id}
                  divider
                  sx={{ pr: 12, ...(isCurrent ? { bgcolor: 'action.selected' } : {}) }}
                  secondaryAction={
                    <Stack direction="row" spacing={0.5}>
                      <IconButton
                        ref={(element) => {
                          buttons.current.set(`${category.id}:up`, element);
                        }}
                        aria-label={`Monter « ${name} »`}
                        disabled={index === 0 || saving}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpward />
                      </IconButton>
                      <IconButton
                        ref={(element) => {
                          buttons.current.set(`${category.id}:down`, element);
                        }}
                        aria-label={`Descendre « ${name} »`}
                        disabled={index === categories.length - 1 || saving}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownward />
                      </IconButton>
                    </Stack>
                  }
                >
                  <ListItemText primary={`${index + 1}. ${name}`} secondary={String(category.description ?? '')} />
                </ListItem>
              );
            })}
          </List>
        )}
        <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {announce}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!categories?.length || saving}
          startIcon={saving ? <CircularProgress size={16} /> : undefined}
        >
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
