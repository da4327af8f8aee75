import { Box } from '@mui/material';
import { FilterLiveSearch, useTranslate } from 'react-admin';
import { fieldLabelKey, hintKey } from './labels';

/**
 * A list's search box (the declaration's `search` filter), with the catalogue's hint under it where there is one:
 * what the search matches is worth saying, or a search that finds no one looks broken. Filter-form inputs drop
 * their helper text, so the box stands above the table instead.
 */
export const SearchBox = ({ resource, source }: { resource: string; source: string }) => {
  const translate = useTranslate();
  const hint = translate(hintKey(resource, source), { _: '' });
  return (
    <Box sx={{ maxWidth: 420, mb: 1 }}>
      <FilterLiveSearch
        source={source}
        label={translate(fieldLabelKey(resource, source))}
        helperText={hint || undefined}
        variant="outlined"
      />
    </Box>
  );
};
