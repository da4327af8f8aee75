/** The spec's URL for the create form, beside react-admin's own /game-week/create. */
export const CREATE_GAME_WEEK_PATH = '/create-game-week';
