-- The baselines table states everything a verdict is compared with, so the events stage reads it
-- instead of recomputing the windows: the window's values, the response shown as "before", a
-- magnitude's own spread and how many canary days its noise floor saw. Rows of the pairs' readings
-- (task_id = the pair's group, field = 'pair_reading') are written from now on as well.
ALTER TABLE baselines ADD COLUMN baseline_values_json VARCHAR;
ALTER TABLE baselines ADD COLUMN baseline_response_id VARCHAR;
ALTER TABLE baselines ADD COLUMN own_sd_log DOUBLE;
ALTER TABLE baselines ADD COLUMN canary_days INTEGER;
