/** The create form's URL in the spec, beside react-admin's own /game-week/create. */
export const CREATE_GAME_WEEK_PATH = '/create-game-week';
