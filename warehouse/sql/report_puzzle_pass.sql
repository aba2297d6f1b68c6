-- Puzzle results per model, day, family and level up to $as_of; our side's errors excluded.
SELECT
    day,
    model,
    category AS family,
    level,
    count(*) AS n_graded,
    count(*) FILTER (WHERE passed) AS n_passed
FROM verdicts
WHERE suite <> 'battery' AND NOT is_error AND day <= $as_of
GROUP BY day, model, category, level
ORDER BY model, day, family, level;
