-- The baselines the baselines stage wrote for $days: what the events stage compares with.
SELECT day, model, task_id, field, baseline_days, modal_value, mean_log, sd_log, noise_floor,
       floor_source, baseline_values_json, baseline_response_id, own_sd_log, canary_days
FROM baselines
WHERE day = ANY($days)
