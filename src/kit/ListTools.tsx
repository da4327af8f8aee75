import { Box } from '@mui/material';
import { Allowed } from './Allowed';
import type { ListTool } from './declaration';

/** Two to a row from MUI's `md` width, one above the other below it (the static shell lays them out alike). */
export const ListTools = ({ tools }: { tools: ListTool[] }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
    {tools.map(({ face, card: Card, route }) =>
      route ? (
        <Allowed key={face.title} route={route}>
          <Card />
        </Allowed>
      ) : (
        <Card key={face.title} />
      ),
    )}
  </Box>
);
