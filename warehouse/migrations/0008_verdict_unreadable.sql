-- Scorer v2 abstains where it cannot read a field with confidence: the verdict lists those fields
-- (a JSON array of field names, e.g. ["picks"]), and detection treats each as no reading.
-- NULL on rows scored before v2 and on puzzle rows: nothing was abstained on.
ALTER TABLE verdicts ADD COLUMN unreadable_json VARCHAR;
