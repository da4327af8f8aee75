import RuleIcon from '@mui/icons-material/Rule';
import { Condition } from '../../../contract';
import { defineResource } from '../../kit/declaration';

export const conditionResource = defineResource({
  name: 'condition',
  record: Condition,
  icon: RuleIcon,
  recordRepresentation: 'type',
  list: { title: 'app.game_week.conditions_title', perPage: 100, createButton: false },
  form: {
    confirm: { title: 'app.game_week.conditions_title', content: 'app.confirm.update_condition' },
    saved: 'app.message.condition_update_success',
    failed: 'app.message.condition_update_failed',
    layout: 'row',
  },
});
