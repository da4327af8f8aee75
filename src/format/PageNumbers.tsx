import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { canGoNext, canGoPrevious, ELLIPSIS, pageWindow } from './pageWindow';

export interface PageNumbersProps {
  /** 1-based */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function PageNumbers({ page, totalPages, onPageChange }: PageNumbersProps) {
  const translate = useTranslate();
  if (totalPages <= 0) return null;
  const previous = canGoPrevious(page);
  const next = canGoNext(page, totalPages);
  return (
    <Stack component="nav" direction="row" spacing={0.5} alignItems="center" aria-label="pagination">
      <IconButton
        size="small"
        aria-label={translate('ra.navigation.previous', { _: 'Previous page' })}
        disabled={!previous}
        onClick={() => previous && onPageChange(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, totalPages).map((item, index) =>
        item === ELLIPSIS ? (
          // two ellipses can appear; their position tells them apart
          // biome-ignore lint/suspicious/noArrayIndexKey: the ellipsis has no identity besides its place
          <Typography key={`ellipsis-${index}`} component="span" aria-hidden="true" sx={{ px: 1 }}>
            …
          </Typography>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPageChange(item)}
            sx={{ minWidth: 36 }}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        size="small"
        aria-label={translate('ra.navigation.next', { _: 'Next page' })}
        disabled={!next}
        onClick={() => next && onPageChange(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
