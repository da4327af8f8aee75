import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Stack } from '@mui/material';
import { locales } from '../../i18n/locales';

/**
 * The login page's language switch: a button for each other language, named in that language (with two, the one
 * the page is not in). Not the app bar's menu (react-admin's LocalesMenuButton): its popover would cost the login
 * page ~9 kB of its JavaScript budget (issue 20).
 */
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
