-- The accelerator's planning figure is its compute efficiency (the share of the dense peak that
-- the training kernels reach), not an end-to-end MFU: communication and pipeline bubbles are
-- modelled on top of it (app/engine/MODEL.md). The columns are renamed for what they hold, and
-- FP8 matrix multiplies get a figure of their own (NULL: as the 16-bit one).
ALTER TABLE accelerators RENAME COLUMN mfu_default TO compute_efficiency;
ALTER TABLE accelerators RENAME COLUMN mfu_low TO efficiency_low;
ALTER TABLE accelerators RENAME COLUMN mfu_high TO efficiency_high;
ALTER TABLE accelerators ADD COLUMN fp8_efficiency DOUBLE PRECISION
    CHECK (fp8_efficiency IS NULL OR (fp8_efficiency > 0 AND fp8_efficiency <= 1));
-- A user's own figure was an end-to-end MFU: compute efficiency is about 1.4 times it in the
-- calibration table (MODEL.md; the JSON import converts the old keys the same way). Shipped
-- rows get their calibrated figures from the built-in data version that comes with this.
UPDATE accelerators SET
    efficiency_high = MIN(1.0, efficiency_high * 1.4),
    compute_efficiency = MIN(1.0, compute_efficiency * 1.4),
    efficiency_low = MIN(1.0, efficiency_low * 1.4)
WHERE origin = 'user';
