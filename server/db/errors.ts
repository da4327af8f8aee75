/** SQLite reports a refused ON DELETE RESTRICT as SQLITE_CONSTRAINT_TRIGGER ("FOREIGN KEY constraint failed"). */
export type ConstraintKind = 'unique' | 'foreign_key' | 'check' | 'not_null';

const CONSTRAINT_CODES: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
  '23505': 'unique',
  '23503': 'foreign_key',
  '23514': 'check',
  '23502': 'not_null',
};

export function violatedConstraint(error: unknown): ConstraintKind | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'SQLITE_CONSTRAINT_TRIGGER' && typeof message === 'string' && message.includes('FOREIGN KEY')) {
    return 'foreign_key';
  }
  return typeof code === 'string' ? CONSTRAINT_CODES[code] : undefined;
}

export const isUniqueViolation = (error: unknown) => violatedConstraint(error) === 'unique';
export const isForeignKeyViolation = (error: unknown) => violatedConstraint(error) === 'foreign_key';
