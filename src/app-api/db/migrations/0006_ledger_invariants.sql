-- The wallet's invariants live in the database, not only in the code that moves coins:
-- a user's balance changes only by appending to the ledger, so the ledger always sums to it,
-- and the CHECK on users.coin keeps every balance at zero or above.

-- Appending a movement applies it: users.coin moves by the amount and the row records the
-- balance after. A debit that would go below zero fails the users_coin_non_negative check.
CREATE FUNCTION wallet_apply_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance integer;
BEGIN
  UPDATE users SET coin = coin + NEW.amount WHERE id = NEW.user_id RETURNING coin INTO balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet owner % does not exist', NEW.user_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.balance_after := balance;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_apply BEFORE INSERT ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_apply_movement();
--> statement-breakpoint
-- The ledger is history: a movement is corrected by another movement, never edited.
CREATE FUNCTION wallet_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_transactions is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();
--> statement-breakpoint
-- A balance starts at zero and changes only from the ledger trigger above (trigger depth 2).
CREATE FUNCTION users_coin_from_ledger_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.coin <> 0 THEN
    RAISE EXCEPTION 'a new user starts with 0 coins' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.coin IS DISTINCT FROM OLD.coin AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'coins move only through wallet_transactions' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_coin_guard BEFORE INSERT OR UPDATE OF coin ON users
  FOR EACH ROW EXECUTE FUNCTION users_coin_from_ledger_only();
