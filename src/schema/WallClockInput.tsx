import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import { TextInput, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldLabelKey } from './labels';
import { fromPickerValue, toPickerValue } from './wallClock';

/** The browser's picker stays out of sight: only its calendar pops up, from the button. */
const OUT_OF_SIGHT = { position: 'absolute', width: 1, height: 1, opacity: 0, border: 0, padding: 0 } as const;

/**
 * A game-week date-time as the spec writes it, 'YYYY-MM-DD HH:mm', whatever the browser's locale: typed as
 * text, or picked from the browser's own date-time picker behind the calendar button (spec screen 6).
 */
export interface WallClockInputProps {
  source: string;
  label: string;
  isRequired: boolean;
  readOnly?: boolean;
}

export const WallClockInput = ({ source, label, isRequired, readOnly }: WallClockInputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { setValue } = useFormContext();
  const value = useWatch({ name: source });
  const picker = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      readOnly={readOnly}
      placeholder="YYYY-MM-DD HH:mm"
      helperText="app.create_game_week.date_hint"
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <input
              ref={picker}
              type="datetime-local"
              tabIndex={-1}
              aria-hidden="true"
              value={toPickerValue(value)}
              onChange={(event) =>
                setValue(source, fromPickerValue(event.target.value), {
                  shouldDirty: true,
                  shouldTouch: true,
                  shouldValidate: true,
                })
              }
              style={OUT_OF_SIGHT}
            />
            <IconButton
              edge="end"
              aria-label={translate('app.create_game_week.pick', {
                field: translate(fieldLabelKey(resource, source)),
              })}
              onClick={() => picker.current?.showPicker?.()}
            >
              <EventIcon />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
};
