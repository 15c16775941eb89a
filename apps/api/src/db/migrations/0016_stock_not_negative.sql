-- A tracked stock never goes below zero. An order's statement takes its units unconditionally and last (after
-- the order's rows: the stock row stays locked only until the commit); a short stock breaks this check and
-- the whole statement writes nothing (place-order.repository.ts `insertOrder`). NOT VALID: rows written before
-- are not checked again, every change from now on is.
ALTER TABLE declinations ADD CONSTRAINT declinations_stock_not_negative CHECK (NOT set_quantity OR quantity >= 0) NOT VALID;
