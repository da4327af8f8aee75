import { Box } from '@mui/material';
import { FilterLiveSearch, useListContext, useTranslate } from 'react-admin';
import type { ResourceName } from '../api/dataProvider';
import { fieldLabelKey, hintText } from './labels';
import { searchTaken } from './listParts';

/** The box's widest, where the list's width allows it; the static shell paints it as wide. */
export const SEARCH_BOX_WIDTH = 420;

/**
 * Above the table rather than in the filter form, which drops helper text: the hint says what a search matches.
 * Shown only where the route serving the list takes the search (the provider's own lists cannot filter).
 */
export const SearchBox = ({ resource, source }: { resource: ResourceName; source: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const hint = hintText(translate, resource, source);
  if (!searchTaken(resource, source, filterValues)) return null;
  return (
    <Box sx={{ maxWidth: SEARCH_BOX_WIDTH, mb: 1 }}>
      <FilterLiveSearch
        source={source}
        label={translate(fieldLabelKey(resource, source))}
        helperText={hint}
        variant="outlined"
      />
    </Box>
  );
};
