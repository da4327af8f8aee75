import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Stack } from '@mui/material';
import { locales } from '../../i18n/locales';

/** Not react-admin's LocalesMenuButton: its popover would cost the login page about 9 kB of JavaScript. */
export const LanguageSwitch = ({ locale, onChange }: { locale: string; onChange: (locale: string) => void }) => (
  <Stack direction="row">
    {locales
      .filter((entry) => entry.locale !== locale)
      .map((entry) => (
        <Button
          key={entry.locale}
          lang={entry.locale}
          color="inherit"
          variant="text"
          startIcon={<LanguageIcon />}
          onClick={() => onChange(entry.locale)}
        >
          {entry.name}
        </Button>
      ))}
  </Stack>
);
