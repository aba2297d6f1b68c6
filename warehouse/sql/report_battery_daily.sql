-- Battery length and latency per model and day (medians over prompts), errors excluded.
SELECT
    day,
    model,
    count(*) AS n_verdicts,
    median(length_tokens) AS length_median,
    median(latency_ms) AS latency_median
FROM verdicts
WHERE suite = 'battery' AND NOT is_error AND day <= $as_of
GROUP BY day, model
ORDER BY model, day;
