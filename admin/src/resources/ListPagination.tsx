/** The list pagination of spec 2 §2.1: page size, 'Page X sur N', previous, five page buttons, next. */
import { MenuItem, PaginationItem, Select, Stack, Typography } from '@mui/material';
import { useListPaginationContext } from 'react-admin';
import { pageButtons, pageSizes } from './pagination';

export function ListPagination() {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListPaginationContext();
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems="center" justifyContent="space-between" spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" id="rows-per-page-label">
          Lignes par page
        </Typography>
        <Select size="small" value={perPage} onChange={(event) => setPerPage(Number(event.target.value))} labelId="rows-per-page-label">
          {pageSizes(perPage).map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Page {page} sur {pages}
      </Typography>
      <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5}>
        <PaginationItem type="previous" aria-label="Page précédente" disabled={page <= 1} onClick={() => setPage(page - 1)} />
        {pageButtons(page, pages).map((number) => (
          <PaginationItem
            key={number}
            page={number}
            shape="rounded"
            color="primary"
            selected={number === page}
            aria-label={`Aller à la page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => setPage(number)}
          />
        ))}
        <PaginationItem type="next" aria-label="Page suivante" disabled={page >= pages} onClick={() => setPage(page + 1)} />
      </Stack>
    </Stack>
  );
}
