import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Reward } from '../../../contract';
import { defineResource } from '../../kit/declaration';

export const rewardResource = defineResource({
  name: 'reward',
  record: Reward,
  icon: EmojiEventsIcon,
  recordRepresentation: 'type',
  list: { title: 'app.game_week.rewards_title', perPage: 100, createButton: false },
  form: {
    confirm: { title: 'app.game_week.rewards_title', content: 'app.confirm.update_reward' },
    saved: 'app.message.reward_update_success',
    failed: 'app.message.reward_update_failed',
    layout: 'two-columns',
  },
});
