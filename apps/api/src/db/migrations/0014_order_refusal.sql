-- An order is written in one statement (place-order.repository.ts `insertOrder`): when its cart changed since
-- it was priced or its stock is short, the statement calls this to stop, and nothing of it is written.
CREATE OR REPLACE FUNCTION order_refused(reason text) RETURNS integer AS $$
BEGIN
  RAISE EXCEPTION 'order refused: %', reason USING ERRCODE = 'P0001', HINT = reason;
END;
$$ LANGUAGE plpgsql VOLATILE;
