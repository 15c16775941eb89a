-- The sale terms kept with each order (~10 KB of HTML) are stored out of line without compression: pglz compressed
-- them at every order placed, a seventh of PostgreSQL's work for POST /order (issue 21), for a column read only
-- when an order's terms are shown. lz4 would do the same at half the space, but the embedded database lacks it.
-- New rows only: the orders already written keep their compressed terms.
ALTER TABLE "orders" ALTER COLUMN "sale_terms" SET STORAGE EXTERNAL;
