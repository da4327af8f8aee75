import { Box } from '@mui/material';
import { FilterLiveSearch, useTranslate } from 'react-admin';
import { fieldLabelKey, hintKey } from './labels';

/** Above the table rather than in the filter form, which drops helper text: the hint says what a search matches. */
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
