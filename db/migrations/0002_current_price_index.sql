-- Planning reads only the newest price of each offering per billing unit; this index lets
-- each of those be one seek, however long the price history grows.
DROP INDEX prices_offering_date;
CREATE INDEX prices_offering_unit_date ON prices (offering_id, unit, observed_on, id);
