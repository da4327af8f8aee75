/**
 * Baht and fantasy prices have two decimals. PostgreSQL's NUMERIC(12,2) rounds on write and SQLite does not,
 * so everything is rounded here before it is stored, and both databases hold the same value.
 */
export const roundMoney = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
