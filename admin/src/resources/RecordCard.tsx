/**
 * One record as a card of the grid view: its image on top, title (opening the record, or
 * the field's own link), subtitle, chips and badges, small meta values, its selection
 * checkbox and the row actions.
 */
import { Box, Card, CardActions, CardContent, CardMedia, Checkbox, Stack, Typography } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { fieldByName, isEmptyValue, type CardDef, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { FieldValue } from '../fields/FieldValue';
import { isFileAddress } from '../fields/files';
import { BadgeChip } from './BadgeChip';
import { CardChips } from './CardChips';
import { RowActions } from './RowActions';

const IMAGE_HEIGHT = 160;

interface RecordCardProps {
  resource: ResourceDef;
  card: CardDef;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}

const fieldsOf = (resource: ResourceDef, names: readonly string[] = []): FieldDef[] =>
  names.map((name) => fieldByName(resource, name)).filter((field): field is FieldDef => field !== undefined);

/** The values a field shows in its own style; here they take the card's (a bold title). */
const INHERIT_FONT = { '& .MuiTypography-root': { font: 'inherit', color: 'inherit' } };

export function RecordCard({ resource, card, selectable, selected, onToggle }: RecordCardProps) {
  const record = useRecordContext();
  const route = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !route) return null;

  const title = fieldByName(resource, card.title);
  const subtitle = card.subtitle ? fieldByName(resource, card.subtitle) : undefined;
  const image = card.image ? record[card.image] : undefined;
  const titleText = title ? String(record[title.name] ?? '') : String(record.id);
  const meta = fieldsOf(resource, card.meta).filter((field) => !isEmptyValue((record as Values)[field.name]));

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={titleText}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: selected ? 'primary.main' : undefined }}
    >
      {card.image &&
        (isFileAddress(image) ? (
          <CardMedia component="img" height={IMAGE_HEIGHT} image={image} alt="" sx={{ objectFit: 'cover' }} />
        ) : (
          <Box sx={{ height: IMAGE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}>
            <ImageOutlined fontSize="large" aria-hidden />
          </Box>
        ))}
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" alignItems="flex-start" spacing={1}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, ...INHERIT_FONT }}>
              {title?.link ? (
                <FieldValue field={title} />
              ) : (
                <Link to={createPath({ resource: route, id: record.id, type: 'show' })} color="inherit" underline="hover">
                  {title ? <FieldValue field={title} /> : titleText}
                </Link>
              )}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5, ...INHERIT_FONT }}>
                <FieldValue field={subtitle} />
              </Typography>
            )}
          </Box>
          {selectable && (
            <Checkbox
              size="small"
              checked={selected}
              onChange={onToggle}
              slotProps={{ input: { 'aria-label': `Sélectionner : ${titleText}` } }}
              sx={{ mt: -1, mr: -1 }}
            />
          )}
        </Stack>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} sx={{ mt: 1.5 }}>
          {fieldsOf(resource, card.chips).map((field) => (
            <CardChips key={field.name} field={field} />
          ))}
          {(resource.list.badges ?? []).map((badge) => (
            <BadgeChip key={badge.name} badge={badge} record={record} />
          ))}
        </Stack>
        {meta.length > 0 && (
          <Stack spacing={0.25} sx={{ mt: 1.5 }}>
            {meta.map((field) => (
              <Typography key={field.name} variant="caption" color="text.secondary" component="div" sx={INHERIT_FONT}>
                {field.label} : <FieldValue field={field} />
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <RowActions resource={resource} />
      </CardActions>
    </Card>
  );
}
