-- Offerings carry the seller's typical delivery time, in days from the order to a machine in
-- hand (seed 003: standard consumer machines are quick, H100-class machines are scheduled,
-- western regions take longer than eastern ones; ask about a week ahead), and where that figure
-- comes from. NULL: the seller states nothing, which is not the same as no wait.
ALTER TABLE offerings ADD COLUMN lead_time_days DOUBLE PRECISION
    CHECK (lead_time_days IS NULL OR (lead_time_days >= 0 AND lead_time_days <= 365));
ALTER TABLE offerings ADD COLUMN lead_time_source TEXT NOT NULL DEFAULT '';
