-- The managers ranking (SPEC §2) ranks store managers: the people whose position manages a store
-- (Gerente, Gerente de tienda, Director...). Which position that is belongs to each brand.
ALTER TABLE positions ADD COLUMN manages_store boolean NOT NULL DEFAULT false;
