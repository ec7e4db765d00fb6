-- The ledger is history (migration 0006 refuses UPDATE): a movement is not deleted either, not
-- one row and not the whole table; its owner cannot be deleted while it exists (0007 made the
-- foreign key RESTRICT). A wrong movement is corrected by another movement.
CREATE TRIGGER wallet_transactions_no_delete BEFORE DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_no_truncate BEFORE TRUNCATE ON wallet_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_ledger_append_only();
