import pg from 'pg';

/** One statement on its own connection: creating or dropping the schema or database a run works in. */
export async function runOnPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
