/**
 * Every migration, in order, written by `npm run db:make-migration` from the files of this folder (a migration
 * written by hand is listed by running it too). Names are recorded in kysely_migration: never rename one.
 */
import * as m001 from './001_initial';
import * as m002 from './002_entrants_ranking_order';
import * as m003 from './003_row_counts';
import * as m004 from './004_members_prefix_search';
import * as m005 from './005_payments_changes';
import * as m006 from './006_members_substring_search';
import * as m007 from './007_login_attempts';
import * as m008 from './008_audit_log_target';
import * as m009 from './009_admin_accounts';
import * as m010 from './010_rest_list_indexes';
import * as m011 from './011_payments_search';
import * as m012 from './012_admin_roles';
import type { DialectMigration } from './column-types';

export const MIGRATIONS: Record<string, DialectMigration> = {
  '001_initial': m001,
  '002_entrants_ranking_order': m002,
  '003_row_counts': m003,
  '004_members_prefix_search': m004,
  '005_payments_changes': m005,
  '006_members_substring_search': m006,
  '007_login_attempts': m007,
  '008_audit_log_target': m008,
  '009_admin_accounts': m009,
  '010_rest_list_indexes': m010,
  '011_payments_search': m011,
  '012_admin_roles': m012,
};
