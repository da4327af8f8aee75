/**
 * The one list of error codes with their params: server/errors.ts throws only these, and the SPA's catalogues hold
 * a message for each. A code never changes meaning once published.
 */

export type ErrorParam = string | number;
type Params = Record<string, ErrorParam>;

/** Declared by type only: the value is an empty object. */
const params = <P extends Params>() => ({}) as P;
const none = params<Record<never, never>>();

export const errorCodes = {
  'request.invalid': none,
  'request.body_too_large': none,
  'request.file_too_large': params<{ limitMb: number }>(),
  'request.too_many_parts': none,
  'request.too_many_files': none,
  'request.unsupported_media_type': none,
  'request.empty_body': none,
  'request.invalid_json': none,
  'request.expected_multipart': none,
  'request.malformed_multipart': none,
  'request.too_deep': params<{ limit: number }>(),
  'request.duplicate_key': params<{ key: string }>(),
  'request.refused': none,
  'request.address_too_long': none,
  'request.bad_address': none,
  'request.dot_segment': none,
  'route.not_found': params<{ method: string; path: string }>(),
  'server.unexpected': params<{ requestId: string }>(),
  'server.not_implemented': params<{ method: string; path: string }>(),

  'validation.required': none,
  'validation.not_allowed': none,
  'validation.min_length': params<{ limit: number }>(),
  'validation.max_length': params<{ limit: number }>(),
  'validation.minimum': params<{ limit: number }>(),
  'validation.maximum': params<{ limit: number }>(),
  'validation.exclusive_minimum': params<{ limit: number }>(),
  'validation.exclusive_maximum': params<{ limit: number }>(),
  'validation.min_items': params<{ limit: number }>(),
  'validation.max_items': params<{ limit: number }>(),
  'validation.type': params<{ type: string }>(),
  'validation.enum': params<{ allowed: string }>(),
  'validation.format': params<{ format: string }>(),
  'validation.pattern': none,
  'validation.invalid': none,
  'validation.nul_character': none,
  'validation.plain_digits': none,
  'validation.invalid_unicode': none,
  'validation.single_line_controls': none,
  'validation.multi_line_controls': none,
  'validation.blank': none,
  'validation.username': none,
  'validation.user_id_or_dash': none,
  'validation.calendar_date': params<{ value: string }>(),
  'validation.date_time': params<{ value: string }>(),

  'auth.token_missing': none,
  'auth.session_ended': none,
  'auth.invalid_credentials': none,
  'auth.account_disabled': none,
  'auth.invalid_app_key': none,
  'auth.throttled': params<{ minutes: number }>(),
  'auth.address_busy': none,
  'auth.server_busy': none,
  'auth.forbidden': params<{ role: string; action: string }>(),
  'admin.username_taken': params<{ username: string }>(),
  'admin.cannot_disable_self': none,
  'admin.actor_disabled': none,
  'admin.last_owner': none,

  'list.invalid_json': params<{ name: string; expected: string }>(),
  'list.invalid_sort_field': params<{ resource: string; sortable: string; got: string }>(),
  'list.invalid_sort_order': params<{ got: string }>(),
  'list.invalid_range': params<{ maxRows: number; got: string }>(),
  'list.filter_not_object': none,
  'list.unknown_filter': params<{ resource: string; name: string; filters: string }>(),
  'record.not_found': params<{ resource: string; id: string }>(),
  'record.duplicate': params<{ resource: string }>(),
  'record.in_use': params<{ resource: string }>(),

  'season.not_found': params<{ season: number }>(),
  'team.not_found': params<{ teamId: number }>(),
  'team.id_taken': params<{ teamId: number; season: number; holder: string }>(),
  'team.has_holders': params<{ players: number; fixtures: number }>(),
  'team.gained_holders': none,
  'team.other_season': params<{ teamId: number; teamSeason: number; season: number }>(),
  'team.not_in_season': params<{ teamId: number }>(),
  'fixture.not_found': params<{ id: number }>(),
  'fixture.same_team': none,
  'fixture.unknown_team': params<{ teamId: number }>(),
  'fixture.team_gone': none,
  'player.not_found': params<{ id: number }>(),
  'player.season_fixed': params<{ id: number; season: number }>(),
  'player.picked': params<{ id: number; count: number }>(),
  'player.in_use': params<{ id: number }>(),
  'game_week.not_found': params<{ id: number }>(),
  'game_week.exists': params<{ week: number; season: number }>(),
  'game_week.end_before_start': none,
  'game_week_player.not_found': params<{ id: number }>(),
  'entry.not_found': params<{ id: number }>(),
  'member.not_found': params<{ id: number }>(),
  'user.not_found': params<{ userId: string }>(),
  'user.not_found_by_phone': params<{ phone: string }>(),
  'user.not_found_by': params<{ userId: string; phone: string }>(),
  'payment.not_found': params<{ id: number }>(),
  'payment.not_pending': none,
  'ticket.not_found': params<{ id: number }>(),
  'ticket.used': none,
  'ticket.need_id_or_phone': none,
  'ticket.phone_ambiguous': params<{ phone: string }>(),
  'reward.not_found': params<{ id: number }>(),
  'condition.not_found': params<{ id: number }>(),
  'image.not_found': none,
  'upload.not_an_image': none,
  'upload.missing_file': params<{ field: string }>(),
  'audit.target_id_without_type': none,
  'audit.to_before_from': params<{ from: string; to: string }>(),
  'livescore.not_configured': none,
  'livescore.import_failed': params<{ reason: string }>(),
} as const;

export type ErrorCode = keyof typeof errorCodes;
export type ErrorParams<C extends ErrorCode> = (typeof errorCodes)[C];
export type ParamsArg<C extends ErrorCode> = keyof ErrorParams<C> extends never ? [] : [params: ErrorParams<C>];

export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

/** `field` is the path in the request: 'Name', 'filter.status'. */
export interface FieldProblem {
  field: string;
  code: ErrorCode;
  params: Record<string, ErrorParam>;
}
