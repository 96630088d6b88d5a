import type { SqlClient } from '../pg/client.ts';
import { signInKeys, SIGN_IN_RULES, type SignInRules } from './sign-in-limits.ts';

/** The advisory lock every process takes to decide and reserve a sign-in's password check. */
const SIGN_IN_LOCK = 0x5349_474e; // "SIGN"

/** A check admitted by `SharedSignInLimits.begin`; the first of its endings to run counts it. */
export interface SharedSignInAttempt {
  readonly clean: boolean;
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  abandoned(): Promise<void>;
}

/**
 * The same limits as `SignInLimits`, kept in `auth.sign_in_checks` so that every server process on
 * one PostgreSQL counts the same failures: ten wrong passwords spread over two workers are ten, not
 * five each. Deciding and reserving happen in one transaction under an advisory lock, so guesses
 * arriving at several processes at once cannot all pass. Times are the database's, the one clock
 * the processes share. A check whose process died before it ended counts as a failure until its
 * window has passed.
 *
 * The in-memory `SignInLimits` stays in front of it: a flood from one address is refused there
 * without a round trip.
 */
export class SharedSignInLimits {
  constructor(
    private readonly pg: SqlClient,
    private readonly rules: SignInRules = SIGN_IN_RULES,
  ) {}

  /** Admits a password check and records it as under way, or refuses it (null). */
  async begin(email: string, address: string): Promise<SharedSignInAttempt | null> {
    const { accountKey, addressKey } = signInKeys(email, address);
    const window = this.rules.windowMs / 1000;
    const admitted = await this.pg.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SIGN_IN_LOCK]);
      await tx.query(`delete from auth.sign_in_checks where at <= now() - make_interval(secs => $1)`, [window]);
      const { rows } = await tx.query<{ account: number; address: number; everyone: number }>(
        `select count(*) filter (where account_key = $1 and state <> 'forgiven')::int as account,
                count(*) filter (where address_key = $2 and state <> 'forgiven')::int as address,
                count(*)::int as everyone
           from auth.sign_in_checks`,
        [accountKey, addressKey],
      );
      const { account = 0, address = 0, everyone = 0 } = rows[0] ?? {};
      const clean = address === 0;
      if (account >= this.rules.perAccount || address >= this.rules.perAddress) return null;
      if (!clean && everyone >= this.rules.everyone) return null;
      const inserted = await tx.query<{ id: number }>(
        'insert into auth.sign_in_checks (account_key, address_key) values ($1, $2) returning id',
        [accountKey, addressKey],
      );
      const id = inserted.rows[0]?.id;
      return id === undefined ? null : { id, clean };
    });
    if (!admitted) return null;
    const row = admitted.id;
    let open = true;
    const end = async (sql: string, params: unknown[]): Promise<void> => {
      if (!open) return;
      open = false;
      await this.pg.query(sql, params);
    };
    return {
      clean: admitted.clean,
      // The right password: this check is no failure, and the pair's and address's earlier ones
      // are forgiven (everyone's count keeps them, as in memory).
      succeeded: () =>
        end(
          `with gone as (delete from auth.sign_in_checks where id = $1)
           update auth.sign_in_checks set state = 'forgiven'
            where state = 'failed' and (account_key = $2 or address_key = $3)`,
          [row, accountKey, addressKey],
        ),
      failed: () => end(`update auth.sign_in_checks set state = 'failed', at = now() where id = $1`, [row]),
      abandoned: () => end('delete from auth.sign_in_checks where id = $1', [row]),
    };
  }
}
